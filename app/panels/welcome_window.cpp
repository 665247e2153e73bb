#include "welcome_window.hpp"

#include "panel_rects.hpp"
#include "panel_style.hpp"

#include <imgui.h>
#include <imgui_internal.h>

#include <cstdio>
#include <cstring>

namespace hitlab
{

using namespace panel_style;

namespace
{

// The layout file's section: "[HitlabWelcome][State]" with one line "Dismissed=0|1".
constexpr const char* kSettingsType = "HitlabWelcome";
constexpr const char* kSettingsEntry = "State";

WelcomeWindow* ownerOf(ImGuiSettingsHandler* handler)
{
    return static_cast<WelcomeWindow*>(handler->UserData);
}

} // namespace

void WelcomeWindow::registerSettings(bool offered)
{
    offered_ = offered;
    ImGuiSettingsHandler handler;
    handler.TypeName = kSettingsType;
    handler.TypeHash = ImHashStr(kSettingsType);
    handler.UserData = this;
    handler.ReadOpenFn = [](ImGuiContext*, ImGuiSettingsHandler* h, const char* name) -> void*
    { return std::strcmp(name, kSettingsEntry) == 0 ? h->UserData : nullptr; };
    handler.ReadLineFn = [](ImGuiContext*, ImGuiSettingsHandler* h, void*, const char* line)
    {
        int dismissed = 0;
        if (std::sscanf(line, "Dismissed=%d", &dismissed) == 1)
        {
            ownerOf(h)->dismissed_ = dismissed != 0;
        }
    };
    handler.WriteAllFn = [](ImGuiContext*, ImGuiSettingsHandler* h, ImGuiTextBuffer* out)
    {
        out->appendf("[%s][%s]\n", kSettingsType, kSettingsEntry);
        out->appendf("Dismissed=%d\n\n", ownerOf(h)->dismissed_ ? 1 : 0);
    };
    ImGui::GetCurrentContext()->SettingsHandlers.push_back(handler);
}

void WelcomeWindow::dismiss()
{
    open_ = false;
    if (!dismissed_)
    {
        dismissed_ = true;
        ImGui::MarkIniSettingsDirty();
    }
}

void WelcomeWindow::draw(PanelContext& context)
{
    if (!decided_)
    {
        // ImGui read the layout file at the start of this first frame.
        decided_ = true;
        open_ = open_ || (offered_ && !dismissed_);
    }
    if (!open_)
    {
        return;
    }
    SandboxSettings& settings = context.settings;
    const float fontSize = ImGui::GetFontSize();
    const std::string title = settings.label("welcome.title");
    placeDialog(title, 0.45F);
    ImGui::SetNextWindowSize(ImVec2(fontSize * 34.0F, 0.0F), ImGuiCond_Appearing);
    bool keepOpen = true;
    const ImGuiWindowFlags flags =
        ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize;
    if (ImGui::Begin(title.c_str(), &keepOpen, flags))
    {
        context.items.record("welcome/window");
        ImGui::PushTextWrapPos(fontSize * 32.0F);
        ImGui::TextUnformatted(settings.tr("welcome.intro"));
        ImGui::Spacing();
        ImGui::TextUnformatted(settings.tr("welcome.lessons"));
        ImGui::Spacing();
        if (ImGui::Button(settings.label("welcome.open_lessons").c_str()))
        {
            settings.lessonsWindow = true;
            keepOpen = false;
        }
        context.items.record("welcome/lessons");
        ImGui::SameLine();
        if (ImGui::Button(settings.label("welcome.close").c_str()))
        {
            keepOpen = false;
        }
        context.items.record("welcome/close");
        ImGui::Spacing();
        ImGui::TextUnformatted(settings.tr("welcome.help"));
        ImGui::Spacing();
        ImGui::TextColored(kDimText, "%s", settings.tr("welcome.remembered"));
        ImGui::PopTextWrapPos();
    }
    ImGui::End();
    if (!keepOpen)
    {
        dismiss();
    }
}

} // namespace hitlab
