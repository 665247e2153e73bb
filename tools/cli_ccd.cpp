// `hitlab-cli ccd`: the thesis's rotational CCD accuracy study (Yamamoto 2023, chapter 3;
// docs/algorithms/ccd.md) redone in 2D, for all five sweep representations of hitlab/ccd.hpp, with the
// thesis's 3D figures (Table 3.1) beside the 2D ones and the two breakdowns of figures 3.8 (by rotation
// angle) and 3.9 (by box aspect).
//
// Options beyond --json, --motions and --seed (all in docs/interfaces.md, "hitlab-cli ccd"):
// --model thesis|general (the motion model), --threads T (default: the hardware's threads; the
// numbers do not depend on it) and --reference-step H (world units between reference poses at the
// box's farthest point).
#include "ccd_study.hpp"
#include "cli_args.hpp"
#include "commands.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <thread>

namespace hitlab::cli
{

namespace
{

constexpr long long kDefaultMotions = 2000;
constexpr long long kMaxCcdMotions = 100'000'000;

nlohmann::json scoreJson(const Score& s)
{
    return {{"accuracy", s.accuracy}, {"over", s.over}, {"under", s.under}};
}

nlohmann::json methodsJson(const std::array<Score, kCcdMethodCount>& scores)
{
    nlohmann::json methods = nlohmann::json::object();
    for (const CcdMethod m : kCcdMethods)
    {
        methods[std::string(ccdMethodName(m))] = scoreJson(scores[static_cast<int>(m)]);
    }
    return methods;
}

nlohmann::json methodsJson(const std::array<Score, kCcdMethodCount>& scores,
                           const std::array<double, kCcdMethodCount>& standardErrors)
{
    nlohmann::json methods = methodsJson(scores);
    for (const CcdMethod m : kCcdMethods)
    {
        methods[std::string(ccdMethodName(m))]["accuracy_standard_error"] =
            standardErrors[static_cast<int>(m)];
    }
    return methods;
}

std::string percent(double fraction, int precision = 2)
{
    std::ostringstream text;
    text << std::fixed << std::setprecision(precision) << fraction * 100.0 << "%";
    return text.str();
}

std::string methodTitle(CcdMethod m, int discretePoses)
{
    if (m == CcdMethod::Discrete)
    {
        return "discrete (" + std::to_string(discretePoses) + " poses)";
    }
    return std::string(ccdMethodName(m));
}

void printScoreRow(std::ostream& out, const std::string& name, const Score& s)
{
    out << "  " << std::left << std::setw(22) << name << std::right << std::setw(10) << percent(s.accuracy)
        << std::setw(10) << percent(s.over) << std::setw(10) << percent(s.under);
}

void printScoreRow(std::ostream& out, const std::string& name, const Score& s, double standardError)
{
    printScoreRow(out, name, s);
    out << std::setw(10) << percent(standardError, 3);
}

void printBins(std::ostream& out, const std::vector<StudyBin>& bins, bool angle)
{
    out << "  " << std::left << std::setw(18) << (angle ? "degrees" : "Wy - Wx") << std::right << std::setw(8)
        << "motions";
    for (const CcdMethod m : kCcdMethods)
    {
        out << std::setw(18) << ccdMethodName(m);
    }
    out << "\n";
    for (const StudyBin& bin : bins)
    {
        std::ostringstream range;
        range << std::fixed << std::setprecision(angle ? 0 : 2) << bin.from << " .. " << bin.to;
        out << "  " << std::left << std::setw(18) << range.str() << std::right << std::setw(8) << bin.motions;
        for (const CcdMethod m : kCcdMethods)
        {
            out << std::setw(18) << percent(bin.methods[static_cast<int>(m)].accuracy);
        }
        out << "\n";
    }
}

nlohmann::json binsJson(const std::vector<StudyBin>& bins, const char* fromKey, const char* toKey)
{
    nlohmann::json rows = nlohmann::json::array();
    for (const StudyBin& bin : bins)
    {
        rows.push_back({{fromKey, bin.from},
                        {toKey, bin.to},
                        {"motions", bin.motions},
                        {"methods", methodsJson(bin.methods)}});
    }
    return rows;
}

} // namespace

int runCcd(Arguments args, std::ostream& out, std::ostream& err)
{
    OptionReader options(args, {"--json"},
                         {"--motions", "--seed", "--model", "--threads", "--reference-step"});
    StudyOptions study;
    study.motions = static_cast<int>(options.integer("--motions", kDefaultMotions, 1, kMaxCcdMotions));
    study.seed = static_cast<std::uint64_t>(options.integer("--seed", 1, 0));
    // As many threads as the query takes: a count past int's range came out as a negative number.
    const unsigned hardware = std::thread::hardware_concurrency();
    study.threads = static_cast<int>(options.integer(
        "--threads", std::clamp<long long>(hardware, 1, kMaxQueryThreads), 1, kMaxQueryThreads));
    const std::string_view model = options.value("--model").value_or("thesis");
    std::string error = options.error();
    if (error.empty())
    {
        if (model == "thesis")
        {
            study.model = MotionModel::Thesis;
        }
        else if (model == "general")
        {
            study.model = MotionModel::General;
        }
        else
        {
            error = "--model must be \"thesis\" or \"general\", got \"" + std::string(model) + "\"";
        }
    }
    if (const auto step = options.value("--reference-step"); error.empty() && step)
    {
        double value = 0.0;
        const auto [end, code] = std::from_chars(step->data(), step->data() + step->size(), value);
        if (code != std::errc() || end != step->data() + step->size() || !(value > 0.0) || !(value <= 10.0))
        {
            error = "--reference-step needs a number in (0, 10], got \"" + std::string(*step) + "\"";
        }
        study.referenceStep = value;
    }
    if (!error.empty())
    {
        err << "Error: ccd: " << error << "\n";
        return 2;
    }

    const auto start = std::chrono::steady_clock::now();
    const StudySummary summary = runStudy(study);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    if (options.flag("--json"))
    {
        nlohmann::json classes = nlohmann::json::object();
        for (int c = 0; c < 7; ++c)
        {
            classes[std::string(1, static_cast<char>('A' + c))] = summary.classTotals.counts[c];
        }
        classes["none"] = summary.classTotals.none;
        const ReferenceCheck& r = summary.reference;
        const nlohmann::json result{
            {"motions", summary.motions},
            {"counted", summary.counted},
            {"seed", study.seed},
            {"model", std::string(model)},
            {"grid", {{"side", kStudyGridSide}, {"spacing", kStudyGridSpacing}}},
            {"discrete_poses", study.discretePoses},
            {"methods", methodsJson(summary.methods, summary.accuracyStandardError)},
            {"thesis_3d",
             {{"sccd", scoreJson(kThesisTableSccd)}, {"thesis_fan", scoreJson(kThesisTableFan)}}},
            {"thesis_protocol",
             {{"sccd", scoreJson(summary.thesisProtocol[0])},
              {"thesis_fan", scoreJson(summary.thesisProtocol[1])}}},
            {"reference",
             {{"step", study.referenceStep},
              {"mean_poses", r.meanPoses},
              {"max_poses", r.maxPoses},
              {"capped_motions", r.cappedMotions},
              {"half_poses_missing", r.halfPosesMissing},
              {"exact_not_in_reference", r.exactNotInReference},
              {"reference_not_in_exact", r.referenceNotInExact},
              {"motions_with_exact_shortfall", r.motionsWithExactShortfall}}},
            {"classes", classes},
            {"by_angle", binsJson(summary.byAngle, "from_deg", "to_deg")},
            {"by_aspect", binsJson(summary.byAspect, "from", "to")}};
        out << result.dump(2) << "\n";
        return 0;
    }

    const ReferenceCheck& r = summary.reference;
    out << "Rotational CCD accuracy study in 2D (thesis seeds/004, chapter 3)\n"
        << "motions: " << summary.motions << " (" << model << " model, seed " << study.seed << "), counted "
        << summary.counted << " (motions with an empty union are dropped, as in the thesis)\n"
        << "grid: " << kStudyGridSide << " x " << kStudyGridSide << " points, spacing " << kStudyGridSpacing
        << ", centred on the pivot\n"
        << "reference: union of poses at most " << study.referenceStep
        << " apart at the farthest point (and 1/4 of the smaller side); mean " << std::fixed
        << std::setprecision(0) << r.meanPoses << " poses, max " << r.maxPoses << ", capped in "
        << r.cappedMotions << " motions\n"
        << "  its own error: half the poses miss " << percent(r.halfPosesMissing, 4)
        << " of it; the exact sweep exceeds it by " << percent(r.exactNotInReference, 4) << " (in "
        << r.motionsWithExactShortfall
        << " motions); reference outside the exact sweep: " << percent(r.referenceNotInExact, 4) << "\n\n";

    out << "  " << std::left << std::setw(22) << "method" << std::right << std::setw(10) << "accuracy"
        << std::setw(10) << "over" << std::setw(10) << "under" << std::setw(10) << "+-(acc.)"
        << "   | thesis Table 3.1 (3D): accuracy, over, under\n";
    for (const CcdMethod m : kCcdMethods)
    {
        printScoreRow(out, methodTitle(m, study.discretePoses), summary.methods[static_cast<int>(m)],
                      summary.accuracyStandardError[static_cast<int>(m)]);
        if (m == CcdMethod::Sccd || m == CcdMethod::ThesisFan)
        {
            const Score& t = m == CcdMethod::Sccd ? kThesisTableSccd : kThesisTableFan;
            out << "   | " << std::setw(8) << percent(t.accuracy) << std::setw(9) << percent(t.over)
                << std::setw(8) << percent(t.under);
        }
        out << "\n";
    }
    out << "\nthe thesis's protocol (reference = the " << study.discretePoses << "-pose discrete sweep):\n";
    printScoreRow(out, "sccd", summary.thesisProtocol[0]);
    out << "\n";
    printScoreRow(out, "thesis_fan", summary.thesisProtocol[1]);
    out << "\n\nclasses (R = reference, S = S-CCD, F = thesis fan; grid points over all motions):\n";
    static constexpr const char* kClassNames[7] = {"A  R only",  "B  S only",  "C  F only", "D  R and S",
                                                   "E  R and F", "F  S and F", "G  R, S, F"};
    for (int c = 0; c < 7; ++c)
    {
        out << "  " << std::left << std::setw(12) << kClassNames[c] << std::right << std::setw(14)
            << summary.classTotals.counts[c] << "\n";
    }
    out << "  " << std::left << std::setw(12) << "   none" << std::right << std::setw(14)
        << summary.classTotals.none << "\n";
    out << "\naccuracy by rotation angle (thesis figure 3.8):\n";
    printBins(out, summary.byAngle, true);
    out << "\naccuracy by box aspect Wy - Wx, " << kAspectGroups
        << " groups of equal size (thesis figure 3.9):\n";
    printBins(out, summary.byAspect, false);
    out << "\ntime: " << std::setprecision(1) << seconds << " s on " << study.threads << " threads\n";
    return 0;
}

} // namespace hitlab::cli
