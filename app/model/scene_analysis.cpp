#include "scene_analysis.hpp"

namespace hitlab
{

void SceneAnalysis::refresh(const Document& document, bool compare)
{
    refreshContacts(document, compare);
    refreshInspection(document);
}

void SceneAnalysis::refreshContacts(const Document& document, bool compare)
{
    if (contactsVersion_ == document.version() && contactsCompare_ == compare &&
        contacts_.inContact.size() == document.shapeCount())
    {
        return;
    }
    contacts_ = solver_.compute(document, compare);
    // In a CCD scene a target the box's exact sweep reaches is in contact, and so is the box.
    ccd_ = computeCcd(document);
    if (ccd_)
    {
        for (const CcdTarget& target : ccd_->targets)
        {
            if (target.report.exact.hit)
            {
                contacts_.inContact[target.shape] = 1;
                contacts_.inContact[ccd_->movingShape] = 1;
            }
        }
    }
    contactsVersion_ = document.version();
    contactsCompare_ = compare;
}

void SceneAnalysis::refreshInspection(const Document& document)
{
    // The panels refresh the analysis after each one draws, several times a frame; the focused pair
    // needs a look at every shape, so it is found again only when the shapes or the selection changed.
    if (inspection_ && inspectionVersion_ == document.version() &&
        inspectionSelection_ == document.selection())
    {
        return;
    }
    // The solver's bounds are the document's when the contacts are up to date with it.
    const bool boundsCurrent = contactsVersion_ == document.version();
    const auto pair = focusPair(document, boundsCurrent ? solver_.bounds() : std::span<const Bounds>{});
    if (!pair)
    {
        inspection_.reset();
        return;
    }
    if (inspection_ && inspectionVersion_ == document.version() && inspectionPair_ == *pair)
    {
        return;
    }
    inspection_ = inspectPair(document, pair->first, pair->second);
    inspectionVersion_ = document.version();
    inspectionSelection_ = document.selection();
    inspectionPair_ = *pair;
}

} // namespace hitlab
