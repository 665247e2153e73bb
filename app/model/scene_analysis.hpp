// What the sandbox derives from the open document: which shapes touch (and, in compare mode, where the
// chosen methods disagree with the exact answer), the sweep of a CCD scene, and everything the readout
// and the overlays show about the focused pair. Each part is recomputed only when the document, the
// compare mode or the focused pair changed.
#pragma once

#include "ccd_state.hpp"
#include "collisions.hpp"
#include "document.hpp"

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace hitlab
{

class SceneAnalysis
{
public:
    // Brings every part up to date with `document`.
    void refresh(const Document& document, bool compare);
    // Drops the pair inspection, for when the document was replaced by another scene.
    void forgetInspection() { inspection_.reset(); }

    const ContactState& contacts() const { return contacts_; }
    // The CCD state when the scene has a motion (a rect turning about a pivot), else nothing.
    const std::optional<CcdState>& ccd() const { return ccd_; }
    // The focused pair (focusPair) under its active algorithm, when there is one.
    const std::optional<PairInspection>& inspection() const { return inspection_; }

private:
    void refreshContacts(const Document& document, bool compare);
    void refreshInspection(const Document& document);

    ContactSolver solver_;
    ContactState contacts_;
    std::uint64_t contactsVersion_ = 0;
    bool contactsCompare_ = false;
    std::optional<CcdState> ccd_;
    std::optional<PairInspection> inspection_;
    std::uint64_t inspectionVersion_ = 0;
    std::vector<std::size_t> inspectionSelection_;
    std::pair<std::size_t, std::size_t> inspectionPair_{0, 0};
};

} // namespace hitlab
