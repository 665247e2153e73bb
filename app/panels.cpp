// The ImGui panels of the sandbox: menu bar, shape palette, algorithm choice per pair, inspector,
// pair readout with the overlay toggles, timings, status bar and the open/save dialog.
#include "hitlab/geometry.hpp"
#include "palette.hpp"
#include "sandbox.hpp"
#include "shape_fields.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <cmath>
#include <cstdio>
#include <filesystem>

namespace hitlab
{

namespace
{

constexpr float kRightColumnWidth = 380.0F;
constexpr float kLeftColumnWidth = 250.0F;
constexpr float kMargin = 8.0F;
constexpr float kStatusBarHeight = 26.0F;

const ImVec4 kErrorText(1.0F, 0.45F, 0.45F, 1.0F);
const ImVec4 kGoodText(0.55F, 0.9F, 0.55F, 1.0F);
const ImVec4 kContactText(1.0F, 0.42F, 0.42F, 1.0F);
const ImVec4 kDimText(0.62F, 0.66F, 0.74F, 1.0F);
const ImVec4 kDisagreeText(1.0F, 0.35F, 1.0F, 1.0F);

bool sceneHasPair(const Scene& scene, ShapeKind a, ShapeKind b,
                  const std::array<int, kShapeKindCount>& counts)
{
    (void)scene;
    const int ca = counts[static_cast<int>(a)];
    const int cb = counts[static_cast<int>(b)];
    return a == b ? ca >= 2 : (ca >= 1 && cb >= 1);
}

} // namespace

void Sandbox::buildUi(int width, int height)
{
    if (hideUi)
    {
        return;
    }
    drawMenuBar(width, height);
    drawPalette();
    drawInspector();
    drawAlgorithmPanel(width, height);
    drawReadout();
    if (ccd_)
    {
        drawCcdPanel(width, height);
    }
    drawStats(width, height);
    drawStatusBar(width, height);
    drawFileDialog();
}

void Sandbox::drawMenuBar(int width, int height)
{
    if (!ImGui::BeginMainMenuBar())
    {
        return;
    }
    if (ImGui::BeginMenu("File"))
    {
        if (ImGui::MenuItem("Open...", "Ctrl+O"))
        {
            fileDialogOpen_ = true;
            fileDialogSave_ = false;
            fileDialogPath_ = document_.path();
        }
        if (ImGui::BeginMenu("Open bundled scene", !catalog_.entries.empty()))
        {
            std::string category;
            for (const CatalogEntry& entry : catalog_.entries)
            {
                if (entry.category != category)
                {
                    if (!category.empty())
                    {
                        ImGui::Separator();
                    }
                    category = entry.category;
                    ImGui::TextColored(kDimText, "%s", category.c_str());
                }
                if (ImGui::MenuItem(entry.title.c_str()))
                {
                    openScene(catalog_.pathOf(entry));
                }
                if (ImGui::IsItemHovered() && !entry.description.empty())
                {
                    ImGui::SetTooltip("%s\n%s", entry.description.c_str(), entry.source.c_str());
                }
            }
            ImGui::EndMenu();
        }
        if (ImGui::MenuItem("Save", "Ctrl+S", false, !document_.path().empty()))
        {
            saveScene(document_.path());
        }
        if (ImGui::MenuItem("Save as..."))
        {
            fileDialogOpen_ = true;
            fileDialogSave_ = true;
            fileDialogPath_ = document_.path();
        }
        ImGui::Separator();
        if (ImGui::MenuItem("Quit", "Alt+F4"))
        {
            quitRequested = true;
        }
        ImGui::EndMenu();
    }
    if (ImGui::BeginMenu("Edit"))
    {
        const Edit* undo = document_.history().nextUndo();
        const Edit* redo = document_.history().nextRedo();
        const std::string undoLabel = undo ? "Undo " + undo->label : std::string("Undo");
        const std::string redoLabel = redo ? "Redo " + redo->label : std::string("Redo");
        if (ImGui::MenuItem(undoLabel.c_str(), "Ctrl+Z", false, undo != nullptr))
        {
            document_.undo();
        }
        if (ImGui::MenuItem(redoLabel.c_str(), "Ctrl+Shift+Z", false, redo != nullptr))
        {
            document_.redo();
        }
        ImGui::Separator();
        const bool any = !document_.selection().empty();
        if (ImGui::MenuItem("Duplicate", "Ctrl+D", false, any))
        {
            document_.duplicateShapes(document_.selection(), Vec2(24.0, -24.0) / document_.view().zoom);
        }
        if (ImGui::MenuItem("Delete", "Del", false, any))
        {
            document_.eraseShapes(document_.selection());
        }
        ImGui::EndMenu();
    }
    if (ImGui::BeginMenu("View"))
    {
        if (ImGui::MenuItem("Fit all shapes", "F"))
        {
            fitView(width, height);
        }
        if (ImGui::MenuItem("Reset view"))
        {
            document_.view() = View{};
        }
        ImGui::MenuItem("Compare with exact", nullptr, &compare_);
        ImGui::EndMenu();
    }
    if (ImGui::BeginMenu("Help"))
    {
        ImGui::TextUnformatted("Left-drag a shape: move   Shift-drag: rotate");
        ImGui::TextUnformatted("Drag a handle: resize (white) or rotate (blue)");
        ImGui::TextUnformatted("Ctrl+click: add to selection (two shapes = the readout's pair)");
        ImGui::TextUnformatted("1-8: add a shape at the cursor   Del: delete   Ctrl+D: duplicate");
        ImGui::TextUnformatted("Middle-drag, Space-drag or drag empty canvas: pan   Wheel: zoom");
        ImGui::TextUnformatted("Ctrl+Z / Ctrl+Shift+Z: undo / redo   F: fit   Esc: deselect");
        ImGui::EndMenu();
    }
    // The file name only: a screenshot must not depend on where the repository was checked out.
    const std::string title =
        (document_.path().empty() ? std::string("untitled")
                                  : std::filesystem::path(document_.path()).filename().string()) +
        (document_.modified() ? " *" : "");
    const float textWidth = ImGui::CalcTextSize(title.c_str()).x;
    ImGui::SameLine(
        std::max(ImGui::GetCursorPosX() + 20.0F, static_cast<float>(width) * 0.5F - textWidth * 0.5F));
    ImGui::TextColored(kDimText, "%s", title.c_str());
    ImGui::EndMainMenuBar();
}

void Sandbox::drawPalette()
{
    const float top = ImGui::GetFrameHeight() + kMargin;
    ImGui::SetNextWindowPos(ImVec2(kMargin, top), ImGuiCond_FirstUseEver);
    ImGui::SetNextWindowSize(ImVec2(kLeftColumnWidth, 0.0F), ImGuiCond_FirstUseEver);
    if (!ImGui::Begin("Shapes", nullptr, ImGuiWindowFlags_AlwaysAutoResize))
    {
        ImGui::End();
        return;
    }
    const float buttonWidth = (kLeftColumnWidth - 3.0F * ImGui::GetStyle().ItemSpacing.x) * 0.5F;
    for (int k = 0; k < kShapeKindCount; ++k)
    {
        const ShapeKind kind = static_cast<ShapeKind>(k);
        const Rgba c = palette::kKindFill[k];
        const bool armed = interaction_.armed() == kind;
        ImGui::PushStyleColor(ImGuiCol_Button,
                              armed ? ImVec4(c.r, c.g, c.b, 0.85F) : ImVec4(c.r, c.g, c.b, 0.28F));
        ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(c.r, c.g, c.b, 0.55F));
        ImGui::PushStyleColor(ImGuiCol_ButtonActive, ImVec4(c.r, c.g, c.b, 0.8F));
        char label[48];
        std::snprintf(label, sizeof label, "%d  %s", k + 1, std::string(kindName(kind)).c_str());
        if (ImGui::Button(label, ImVec2(buttonWidth, 0.0F)))
        {
            interaction_.arm(armed ? std::nullopt : std::optional<ShapeKind>(kind));
        }
        recordItem("palette/" + std::string(kindName(kind)));
        ImGui::PopStyleColor(3);
        if (k % 2 == 0)
        {
            ImGui::SameLine();
        }
    }
    ImGui::TextColored(kDimText,
                       interaction_.armed() ? "Click the canvas to place it" : "Pick one, or press 1-8");
    ImGui::End();
}

void Sandbox::drawInspector()
{
    const float top = ImGui::GetFrameHeight() + kMargin + 190.0F;
    ImGui::SetNextWindowPos(ImVec2(kMargin, top), ImGuiCond_FirstUseEver);
    ImGui::SetNextWindowSize(ImVec2(kLeftColumnWidth + 16.0F, 250.0F), ImGuiCond_FirstUseEver);
    if (!ImGui::Begin("Inspector"))
    {
        ImGui::End();
        return;
    }
    const auto& selection = document_.selection();
    if (selection.empty())
    {
        ImGui::TextColored(kDimText, "Select a shape to edit its numbers.");
        ImGui::TextColored(kDimText, "%zu shapes in the scene.", document_.shapeCount());
        ImGui::End();
        return;
    }
    if (selection.size() > 1)
    {
        ImGui::TextColored(kDimText, "%zu shapes selected; editing the first.", selection.size());
    }
    const std::size_t index = selection.front();
    const SceneShape& current = document_.shape(index);
    ImGui::Text("%s", current.id.c_str());
    ImGui::SameLine();
    ImGui::TextColored(kDimText, "(%s)", std::string(kindName(kindOf(current.shape))).c_str());
    const bool contact = index < contacts_.inContact.size() && contacts_.inContact[index];
    ImGui::SameLine();
    ImGui::TextColored(contact ? kContactText : kDimText, contact ? "in contact" : "free");

    std::string label = current.label;
    if (ImGui::InputText("label", &label, ImGuiInputTextFlags_EnterReturnsTrue))
    {
        document_.setLabel(index, label);
    }

    Shape edited = current.shape;
    const ShapeFieldsEdit fields = editShapeFields(edited, 0.5 / document_.view().zoom);
    const bool changed = fields.changed;
    const bool deactivated = fields.deactivated;

    if (changed)
    {
        // The core's validation decides; a refused value leaves the shape as it was.
        std::optional<ShapeError> error;
        if (auto* polygon = std::get_if<Polygon>(&edited))
        {
            PolygonOrError made = makePolygon(polygon->vertices);
            if (!made.polygon)
            {
                error = made.error;
            }
            else if (made.polygon->vertices.size() != polygon->vertices.size() ||
                     signedArea(polygon->vertices) <= 0.0)
            {
                error = ShapeError{"points", "the polygon would turn inside out"};
            }
        }
        else
        {
            error = validateShape(edited);
        }
        if (error)
        {
            inspectorError_ = error->field + ": " + error->message + " (value refused)";
        }
        else
        {
            inspectorError_.clear();
            if (!inspectorBefore_)
            {
                inspectorBefore_ = std::make_pair(index, current);
            }
            document_.previewShape(index, edited);
        }
    }
    if ((deactivated || !ImGui::IsAnyItemActive()) && inspectorBefore_)
    {
        const auto before = *inspectorBefore_;
        inspectorBefore_.reset();
        if (before.first < document_.shapeCount())
        {
            const auto keep = document_.selection();
            document_.commitShapes({before}, "Edit " + before.second.id);
            document_.select(keep);
        }
    }
    if (!inspectorError_.empty())
    {
        ImGui::PushTextWrapPos(0.0F);
        ImGui::TextColored(kErrorText, "%s", inspectorError_.c_str());
        ImGui::PopTextWrapPos();
    }
    ImGui::Separator();
    if (ImGui::Button("Duplicate"))
    {
        document_.duplicateShapes(selection, Vec2(24.0, -24.0) / document_.view().zoom);
    }
    ImGui::SameLine();
    if (ImGui::Button("Delete"))
    {
        document_.eraseShapes(selection);
    }
    ImGui::End();
}

void Sandbox::drawAlgorithmPanel(int width, int height)
{
    const float top = ImGui::GetFrameHeight() + kMargin;
    ImGui::SetNextWindowPos(ImVec2(static_cast<float>(width) - kRightColumnWidth - kMargin, top),
                            ImGuiCond_FirstUseEver);
    ImGui::SetNextWindowSize(ImVec2(kRightColumnWidth, static_cast<float>(height) * 0.46F),
                             ImGuiCond_FirstUseEver);
    if (!ImGui::Begin("Algorithms"))
    {
        ImGui::End();
        return;
    }
    ImGui::Checkbox("Compare with exact", &compare_);
    recordItem("compare");
    if (ImGui::IsItemHovered())
    {
        ImGui::SetTooltip(
            "Mark every pair of shapes where the chosen method disagrees with the exact answer");
    }
    ImGui::SameLine();
    ImGui::Checkbox("Only pairs in scene", &onlyPairsInScene_);
    if (compare_)
    {
        if (contacts_.disagreeingPairs.empty())
        {
            ImGui::TextColored(kGoodText, "Every pair agrees with the exact answer.");
        }
        else
        {
            ImGui::TextColored(kDisagreeText, "%zu pairs of shapes disagree (magenta).",
                               contacts_.disagreeingPairs.size());
        }
    }

    std::array<int, kShapeKindCount> counts{};
    for (const SceneShape& s : document_.scene().shapes)
    {
        ++counts[static_cast<int>(kindOf(s.shape))];
    }
    std::map<std::string, int> disagreementsByPair;
    if (compare_)
    {
        for (const auto& [a, b] : contacts_.disagreeingPairs)
        {
            ++disagreementsByPair[pairName(kindOf(document_.shape(a).shape),
                                           kindOf(document_.shape(b).shape))];
        }
    }

    const ImGuiTableFlags flags = ImGuiTableFlags_ScrollY | ImGuiTableFlags_RowBg |
                                  ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingFixedFit;
    if (ImGui::BeginTable("pairs", 3, flags))
    {
        ImGui::TableSetupScrollFreeze(0, 1);
        ImGui::TableSetupColumn("On");
        ImGui::TableSetupColumn("Pair");
        ImGui::TableSetupColumn("Algorithm", ImGuiTableColumnFlags_WidthStretch);
        ImGui::TableHeadersRow();
        for (int i = 0; i < kShapeKindCount; ++i)
        {
            for (int j = i; j < kShapeKindCount; ++j)
            {
                const ShapeKind a = static_cast<ShapeKind>(i);
                const ShapeKind b = static_cast<ShapeKind>(j);
                if (onlyPairsInScene_ && !sceneHasPair(document_.scene(), a, b, counts))
                {
                    continue;
                }
                const std::string pair = pairName(a, b);
                ImGui::PushID(pair.c_str());
                ImGui::TableNextRow();
                ImGui::TableNextColumn();
                bool enabled = document_.pairEnabled(pair);
                if (ImGui::Checkbox("##enabled", &enabled))
                {
                    document_.setPairEnabled(pair, enabled);
                }
                recordItem("enable/" + pair);
                ImGui::TableNextColumn();
                ImGui::AlignTextToFramePadding();
                ImGui::TextUnformatted(pair.c_str());
                if (const auto found = disagreementsByPair.find(pair); found != disagreementsByPair.end())
                {
                    ImGui::SameLine();
                    ImGui::TextColored(kDisagreeText, "x%d", found->second);
                }
                ImGui::TableNextColumn();
                const Algorithm& active = document_.activeAlgorithm(a, b);
                const std::string preview = std::string(active.name) + (active.exact() ? "" : "  (approx.)");
                ImGui::SetNextItemWidth(-1.0F);
                const bool open = ImGui::BeginCombo("##algorithm", preview.c_str());
                recordItem("algo/" + pair);
                if (ImGui::IsItemHovered() && !open)
                {
                    ImGui::SetTooltip("%s\n%s\nsource: %s", std::string(active.name).c_str(),
                                      std::string(active.description).c_str(),
                                      std::string(active.source).c_str());
                }
                if (open)
                {
                    const auto rows = algorithmsFor(a, b);
                    for (std::size_t r = 0; r < rows.size(); ++r)
                    {
                        const Algorithm* row = rows[r];
                        const std::string name(row->name);
                        const std::string text = name + (row->exact() ? "   [exact]" : "   [approximate]");
                        if (ImGui::Selectable(text.c_str(), row == &active))
                        {
                            // The default row is stored as "no choice", so scenes stay minimal.
                            document_.setAlgorithm(pair, r == 0 ? std::string() : name);
                            status("Algorithm of " + pair + ": " + name, false);
                        }
                        recordItem("algo/" + pair + "/" + name);
                        if (ImGui::IsItemHovered())
                        {
                            ImGui::SetTooltip("%s\nsource: %s", std::string(row->description).c_str(),
                                              std::string(row->source).c_str());
                        }
                    }
                    ImGui::EndCombo();
                }
                ImGui::PopID();
            }
        }
        ImGui::EndTable();
    }
    ImGui::End();
}

void Sandbox::drawReadout()
{
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    const float top = ImGui::GetFrameHeight() + kMargin + viewport->Size.y * 0.46F + kMargin;
    ImGui::SetNextWindowPos(ImVec2(viewport->Size.x - kRightColumnWidth - kMargin, top),
                            ImGuiCond_FirstUseEver);
    ImGui::SetNextWindowSize(
        ImVec2(kRightColumnWidth, std::max(200.0F, viewport->Size.y - top - kStatusBarHeight - 118.0F)),
        ImGuiCond_FirstUseEver);
    if (!ImGui::Begin("Pair readout"))
    {
        ImGui::End();
        return;
    }
    if (!inspection_)
    {
        ImGui::TextColored(kDimText, "Select a shape (its nearest neighbour makes the pair),");
        ImGui::TextColored(kDimText, "or Ctrl+click two shapes.");
    }
    else
    {
        const PairInspection& p = *inspection_;
        const SceneShape& a = document_.shape(p.first);
        const SceneShape& b = document_.shape(p.second);
        ImGui::Text("%s  vs  %s", a.id.c_str(), b.id.c_str());
        ImGui::SameLine();
        ImGui::TextColored(kDimText, "(%s)", pairName(kindOf(a.shape), kindOf(b.shape)).c_str());
        ImGui::Text("Algorithm: %s", std::string(p.algorithm->name).c_str());
        ImGui::SameLine();
        ImGui::TextColored(p.algorithm->exact() ? kGoodText : kDisagreeText,
                           p.algorithm->exact() ? "exact" : "approximate");
        ImGui::TextColored(kDimText, "Source: %s", std::string(p.algorithm->source).c_str());
        if (!p.enabled)
        {
            ImGui::TextColored(kErrorText, "This pair is disabled in the algorithm panel.");
        }
        ImGui::Separator();
        ImGui::Text("Answer:");
        ImGui::SameLine();
        ImGui::TextColored(p.answer.overlap ? kContactText : kGoodText,
                           p.answer.overlap ? "CONTACT" : "no contact");
        ImGui::SameLine();
        ImGui::TextColored(kDimText, "  exact:");
        ImGui::SameLine();
        ImGui::Text("%s", p.exactOverlap ? "contact" : "no contact");
        if (p.answer.overlap != p.exactOverlap)
        {
            ImGui::TextColored(kDisagreeText, "The method is wrong here: it %s.",
                               p.answer.overlap ? "reports a contact that does not exist"
                                                : "misses a real contact");
        }
        if (p.answer.distance)
        {
            ImGui::Text("Signed distance (method): %.4f", *p.answer.distance);
        }
        ImGui::Text("Signed distance (exact): %.4f", p.exact.value);
        ImGui::TextColored(kDimText, "%s",
                           p.exact.value > 0.0   ? "gap between the shapes"
                           : p.exact.value < 0.0 ? "penetration depth (negative)"
                                                 : "touching");
        ImGui::Text("Closest points: (%.2f, %.2f)  (%.2f, %.2f)", p.exact.pointA.x, p.exact.pointA.y,
                    p.exact.pointB.x, p.exact.pointB.y);
        if (!p.trace.values.empty() && ImGui::TreeNodeEx("Trace values", ImGuiTreeNodeFlags_DefaultOpen))
        {
            for (const TraceValue& v : p.trace.values)
            {
                ImGui::Text("%-14s %.6g", v.name.c_str(), v.value);
            }
            ImGui::TreePop();
        }
        if (!p.trace.notes.empty() && ImGui::TreeNodeEx("How it decided", ImGuiTreeNodeFlags_DefaultOpen))
        {
            ImGui::PushTextWrapPos(0.0F);
            for (const std::string& note : p.trace.notes)
            {
                ImGui::BulletText("%s", note.c_str());
            }
            ImGui::PopTextWrapPos();
            ImGui::TreePop();
        }
    }
    ImGui::Separator();
    ImGui::TextUnformatted("Overlays");
    const auto withContent =
        inspection_ ? overlaysWithContent(document_, *inspection_) : std::vector<std::string_view>{};
    for (const OverlayInfo& info : kOverlays)
    {
        const std::string name(info.name);
        bool on = document_.overlay(name);
        const bool has = std::find(withContent.begin(), withContent.end(), info.name) != withContent.end();
        if (!has)
        {
            ImGui::PushStyleColor(ImGuiCol_Text, kDimText);
        }
        if (ImGui::Checkbox(std::string(info.title).c_str(), &on))
        {
            document_.setOverlay(name, on);
        }
        recordItem("overlay/" + name);
        if (!has)
        {
            ImGui::PopStyleColor();
            if (ImGui::IsItemHovered())
            {
                ImGui::SetTooltip("The current pair's algorithm records nothing for this overlay.");
            }
        }
    }
    ImGui::End();
}

void Sandbox::drawStats(int width, int height)
{
    ImGui::SetNextWindowPos(
        ImVec2(static_cast<float>(width) - kMargin, static_cast<float>(height) - kStatusBarHeight - kMargin),
        ImGuiCond_Always, ImVec2(1.0F, 1.0F));
    ImGui::SetNextWindowBgAlpha(0.75F);
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                                   ImGuiWindowFlags_NoNav | ImGuiWindowFlags_NoMove;
    if (ImGui::Begin("Timings", nullptr, flags))
    {
        if (reproducible_)
        {
            ImGui::TextColored(kDimText, "timings hidden (reproducible frame)");
        }
        else
        {
            ImGui::Text("%5.1f FPS  frame %5.2f ms", fps_, frameMs_);
            ImGui::Text("collision %6.2f ms  render %5.2f ms", contacts_.milliseconds, renderMs_ + canvasMs_);
        }
        ImGui::Text("%zu shapes  %zu candidate pairs  %zu contacts", document_.shapeCount(),
                    contacts_.candidatePairs, contacts_.contactPairs);
    }
    ImGui::End();
}

void Sandbox::drawStatusBar(int width, int height)
{
    ImGui::SetNextWindowPos(ImVec2(0.0F, static_cast<float>(height) - kStatusBarHeight));
    ImGui::SetNextWindowSize(ImVec2(static_cast<float>(width), kStatusBarHeight));
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoSavedSettings |
                                   ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav |
                                   ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoBringToFrontOnFocus;
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(8.0F, 4.0F));
    if (ImGui::Begin("##status", nullptr, flags))
    {
        const std::string& message = interaction_.message();
        ImGui::TextColored(interaction_.messageIsError() ? kErrorText : kDimText, "%s",
                           message.empty() ? "Ready" : message.c_str());
        char right[96];
        std::snprintf(right, sizeof right, "zoom %.0f%%   undo %zu   redo %zu", document_.view().zoom * 100.0,
                      document_.history().undoDepth(), document_.history().redoDepth());
        ImGui::SameLine(static_cast<float>(width) - ImGui::CalcTextSize(right).x - 12.0F);
        ImGui::TextColored(kDimText, "%s", right);
    }
    ImGui::End();
    ImGui::PopStyleVar();
}

void Sandbox::drawFileDialog()
{
    if (!fileDialogOpen_)
    {
        return;
    }
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(ImVec2(viewport->Size.x * 0.5F, viewport->Size.y * 0.4F), ImGuiCond_Appearing,
                            ImVec2(0.5F, 0.5F));
    ImGui::SetNextWindowSize(ImVec2(560.0F, 0.0F), ImGuiCond_Appearing);
    const char* title = fileDialogSave_ ? "Save scene as###file" : "Open scene###file";
    if (ImGui::Begin(title, &fileDialogOpen_, ImGuiWindowFlags_NoCollapse))
    {
        ImGui::TextColored(kDimText, "Path of a scene file (JSON):");
        ImGui::SetNextItemWidth(-1.0F);
        const bool enter = ImGui::InputText("##path", &fileDialogPath_, ImGuiInputTextFlags_EnterReturnsTrue);
        if (!fileDialogSave_ && !catalog_.entries.empty())
        {
            ImGui::TextColored(kDimText, "Bundled scenes:");
            if (ImGui::BeginListBox("##bundled", ImVec2(-1.0F, 180.0F)))
            {
                for (const CatalogEntry& entry : catalog_.entries)
                {
                    const std::string path = catalog_.pathOf(entry);
                    if (ImGui::Selectable(entry.title.c_str(), path == fileDialogPath_))
                    {
                        fileDialogPath_ = path;
                    }
                }
                ImGui::EndListBox();
            }
        }
        const bool go = ImGui::Button(fileDialogSave_ ? "Save" : "Open") || enter;
        ImGui::SameLine();
        if (ImGui::Button("Cancel"))
        {
            fileDialogOpen_ = false;
        }
        if (go)
        {
            const auto error = fileDialogSave_ ? saveScene(fileDialogPath_) : openScene(fileDialogPath_);
            if (error)
            {
                fileDialogError_ = *error;
            }
            else
            {
                fileDialogError_.clear();
                fileDialogOpen_ = false;
            }
        }
        if (!fileDialogError_.empty())
        {
            ImGui::PushTextWrapPos(0.0F);
            ImGui::TextColored(kErrorText, "%s", fileDialogError_.c_str());
            ImGui::TextColored(kDimText, "The current scene is unchanged.");
            ImGui::PopTextWrapPos();
        }
    }
    ImGui::End();
}

} // namespace hitlab
