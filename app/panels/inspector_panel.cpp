#include "inspector_panel.hpp"

#include "hitlab/geometry.hpp"
#include "lesson_panel.hpp"
#include "panel_rects.hpp"
#include "panel_style.hpp"
#include "shape_fields.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

namespace hitlab
{

using namespace panel_style;

namespace
{

// The core's validation decides. makePolygon accepts some vertex lists only by dropping or reordering
// vertices; an edit in place must keep every vertex, counter-clockwise.
std::optional<ShapeError> refusal(const Shape& edited, const SandboxSettings& settings)
{
    if (const auto* polygon = std::get_if<Polygon>(&edited))
    {
        PolygonOrError made = makePolygon(polygon->vertices);
        if (!made.polygon)
        {
            return made.error;
        }
        if (made.polygon->vertices.size() != polygon->vertices.size() || signedArea(polygon->vertices) <= 0.0)
        {
            return ShapeError{"points", settings.tr("panel.inspector.inside_out")};
        }
        return std::nullopt;
    }
    return validateShape(edited);
}

} // namespace

void InspectorPanel::draw(PanelContext& context)
{
    Document& document = context.document;
    const SandboxSettings& settings = context.settings;
    const std::string title = settings.label("panel.inspector.title");
    placePanel(title, currentPanelLayout(context).middle);
    if (!ImGui::Begin(title.c_str()))
    {
        ImGui::End();
        return;
    }
    const auto& selection = document.selection();
    // A refusal is about the shape whose value was refused: another shape shown, or none, drops it.
    if (selection.empty() || document.shape(selection.front()).id != refusedShape_)
    {
        error_.clear();
    }
    if (selection.empty())
    {
        wrappedText(settings.tr("panel.inspector.empty"), kDimText);
        wrappedText(settings.tr("panel.inspector.count", {std::to_string(document.shapeCount())}), kDimText);
        ImGui::End();
        return;
    }
    if (selection.size() > 1)
    {
        wrappedText(settings.tr("panel.inspector.several", {std::to_string(selection.size())}), kDimText);
    }
    const std::size_t index = selection.front();
    const SceneShape& current = document.shape(index);
    const ContactState& contacts = context.analysis.contacts();
    ImGui::Text("%s", current.id.c_str());
    ImGui::SameLine();
    ImGui::TextColored(kDimText, "(%s)", std::string(kindName(kindOf(current.shape))).c_str());
    const bool contact = index < contacts.inContact.size() && contacts.inContact[index];
    ImGui::SameLine();
    ImGui::TextColored(contact ? kContactText : kDimText, "%s",
                       settings.tr(contact ? "panel.inspector.in_contact" : "panel.inspector.free"));

    std::string label = current.label;
    if (ImGui::InputText(settings.label("panel.inspector.label").c_str(), &label,
                         ImGuiInputTextFlags_EnterReturnsTrue))
    {
        document.setLabel(index, label);
    }
    // The canvas may caption it in the other language (the scene's labels): say so where it is edited.
    const std::string& japanese = captionOf(document.scene(), current.label, true);
    if (japanese != current.label)
    {
        tip(settings.tr("panel.inspector.label.captioned.tip", {japanese}));
    }
    else
    {
        tip(settings.tr("panel.inspector.label.tip"));
    }

    editNumbers(context, index);

    ImGui::Separator();
    if (ImGui::Button(settings.label("panel.inspector.duplicate").c_str()))
    {
        document.duplicateShapes(selection, Vec2(24.0, -24.0) / document.view().zoom);
    }
    tip(settings.tr("panel.inspector.duplicate.tip"));
    ImGui::SameLine();
    if (ImGui::Button(settings.label("panel.inspector.delete").c_str()))
    {
        document.eraseShapes(selection);
    }
    tip(settings.tr("panel.inspector.delete.tip"));
    ImGui::End();
}

void InspectorPanel::editNumbers(PanelContext& context, std::size_t index)
{
    Document& document = context.document;
    const SandboxSettings& settings = context.settings;
    const SceneShape& current = document.shape(index);
    Shape edited = current.shape;
    // A field turned into a text field (double-click or Ctrl+click) applies each keystroke as it comes.
    const bool typing = ImGui::GetIO().WantTextInput;
    const ShapeFieldsEdit edit =
        editShapeFields(edited, 0.5 / document.view().zoom, settings.tr("panel.inspector.degrees"),
                        settings.tr("panel.inspector.field.tip"));
    const bool finished = edit.deactivated;
    if (edit.changed)
    {
        if (const auto error = refusal(edited, settings))
        {
            error_ = settings.tr("panel.inspector.refused",
                                 {error->field, uiShapeErrorMessage(error->message, settings.language)});
            refusedShape_ = current.id;
            typedValueRefused_ = typing;
        }
        else
        {
            error_.clear();
            typedValueRefused_ = false;
            if (!before_)
            {
                before_ = std::make_pair(index, current);
            }
            document.previewShape(index, edited);
        }
    }
    if ((finished || !ImGui::IsAnyItemActive()) && before_)
    {
        const auto before = *before_;
        before_.reset();
        if (before.first < document.shapeCount())
        {
            if (typedValueRefused_)
            {
                document.previewShape(before.first, before.second.shape);
            }
            const auto keep = document.selection();
            document.commitShapes({before}, "Edit " + before.second.id);
            document.select(keep);
        }
    }
    if (finished || !ImGui::IsAnyItemActive())
    {
        typedValueRefused_ = false;
    }
    if (!error_.empty())
    {
        wrappedText(error_, kErrorText);
    }
}

} // namespace hitlab
