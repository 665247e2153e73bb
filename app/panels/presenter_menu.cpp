// The View menu's presenter items (menu_bar.hpp): theme, UI scale and full screen, kept apart from the
// rest of the menu bar.
#include "menu_bar.hpp"

#include <imgui.h>

#include <cmath>
#include <string>

namespace hitlab
{

void MenuBar::drawPresenterItems(PanelContext& context)
{
    SandboxSettings& settings = context.settings;
    Presentation& presentation = settings.presentation;
    ImGui::Separator();
    const bool themeOpen = ImGui::BeginMenu(settings.label("presenter.menu.theme").c_str());
    context.items.record("menu/view/theme");
    if (themeOpen)
    {
        if (ImGui::MenuItem(settings.label("presenter.menu.theme_dark").c_str(), nullptr,
                            presentation.theme == Theme::Dark))
        {
            presentation.theme = Theme::Dark;
        }
        context.items.record("menu/view/theme/dark");
        if (ImGui::MenuItem(settings.label("presenter.menu.theme_light").c_str(), nullptr,
                            presentation.theme == Theme::Light))
        {
            presentation.theme = Theme::Light;
        }
        context.items.record("menu/view/theme/light");
        ImGui::EndMenu();
    }
    // The percentage changes the text, not the menu's identity.
    const std::string percent = std::to_string(std::lround(presentation.uiScale * 100.0F));
    const std::string scaleLabel =
        settings.tr("presenter.menu.ui_scale", {percent}) + "###presenter.menu.ui_scale";
    if (ImGui::BeginMenu(scaleLabel.c_str()))
    {
        if (ImGui::MenuItem(settings.label("presenter.menu.scale_up").c_str(), "Ctrl+=", false,
                            presentation.uiScale < kMaxUiScale))
        {
            presentation.uiScale = steppedUiScale(presentation.uiScale, 1);
        }
        if (ImGui::MenuItem(settings.label("presenter.menu.scale_down").c_str(), "Ctrl+-", false,
                            presentation.uiScale > kMinUiScale))
        {
            presentation.uiScale = steppedUiScale(presentation.uiScale, -1);
        }
        if (ImGui::MenuItem(settings.label("presenter.menu.scale_reset").c_str(), "Ctrl+0"))
        {
            presentation.uiScale = 1.0F;
        }
        ImGui::EndMenu();
    }
    ImGui::MenuItem(settings.label("presenter.menu.fullscreen").c_str(), "F11", &presentation.fullscreen);
}

} // namespace hitlab
