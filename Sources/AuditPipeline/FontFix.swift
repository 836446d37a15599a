import FontPatching
import FontReading
import FontValues
import Foundation
import InputFiles
import LineBoxAnalysis

/// One face's planned metrics (`inkbox fix`), made from its items measured at every point of its
/// design space that must hold.
public struct FacePlan: Sendable {
    public var face: FaceInfo
    public var licence: FontLicence
    public var plan: MetricsPlan
    /// The named instances checked besides the default; `RemainingClip.caseIndex` 1 is the first.
    public var instances: [String]

    /// The fields to write into the face's tables.
    public var values: [MetricsField: Int] {
        Dictionary(uniqueKeysWithValues: plan.changes.map { ($0.field, $0.after) })
    }
}

/// The steps of `inkbox fix` between a face and a patched file: plan, then patch.
public enum FontFix {
    /// Measures `face`'s items (and, for a variable font, each named instance's, whose metric
    /// variations move with the default values) and plans its metrics on `settings`.
    public static func plan(
        _ face: FontFace, _ items: AuditItems, fallbacks: [FontFace] = [], settings: [AuditSettings],
        policy: FixPolicy, convention: FixConvention = .minimal
    ) throws(FontReadingError) -> FacePlan {
        let measured = try measure(face, items, fallbacks: fallbacks, settings: settings)
        guard
            let plan = MetricsFix.plan(
                cases: measured.cases, settings: settings, policy: policy, convention: convention)
        else {
            throw .invalidTable(path: face.info.file, reason: "nothing to plan: no platform asked")
        }
        return FacePlan(face: face.info, licence: face.licence(), plan: plan, instances: measured.instances)
    }

    /// A face measured for a plan: its cases (the default, then each named instance) and the
    /// instances' names.
    public struct Measured: Sendable {
        public var face: FaceInfo
        public var licence: FontLicence
        public var cases: [AuditInput]
        public var instances: [String]
    }

    /// Measures `face`'s items at its default and at each named instance.
    public static func measure(
        _ face: FontFace, _ items: AuditItems, fallbacks: [FontFace] = [], settings: [AuditSettings]
    ) throws(FontReadingError) -> Measured {
        var cases = [try input(face, items, fallbacks, settings)]
        var instances: [String] = []
        for instance in face.info.namedInstances {
            let variant = try FontFace(
                path: face.info.file, faceIndex: face.info.faceIndex, variation: .namedInstance(instance.name))
            cases.append(try input(variant, items, fallbacks, settings))
            instances.append(instance.name)
        }
        return Measured(face: face.info, licence: face.licence(), cases: cases, instances: instances)
    }

    /// The plans of measured faces: one plan per face alone, or, for faces of one family, one
    /// plan they share (`MetricsFix.familyPlan`), said in each face's notes. Faces that cannot
    /// share values are planned alone, and the note says why.
    public static func plans(
        _ members: [Measured], settings: [AuditSettings], policy: FixPolicy, convention: FixConvention = .minimal,
        keepingLines kept: Set<Platform> = [], family: String?
    ) -> [FacePlan] {
        func alone(_ member: Measured, note: String? = nil) -> FacePlan? {
            guard
                var plan = MetricsFix.plan(
                    cases: member.cases, settings: settings, policy: policy, convention: convention,
                    keepingLines: kept)
            else {
                return nil
            }
            if let note { plan.notes.append(note) }
            return FacePlan(face: member.face, licence: member.licence, plan: plan, instances: member.instances)
        }
        guard let family, members.count > 1 else { return members.compactMap { alone($0) } }
        guard
            let shared = MetricsFix.familyPlan(
                members: members.map(\.cases), settings: settings, policy: policy, convention: convention,
                keepingLines: kept)
        else {
            let note = "planned alone: the \(members.count) faces of \"\(family)\" differ in units per em or tables"
            return members.compactMap { alone($0, note: note) }
        }
        return zip(members, shared).map { member, plan in
            var plan = plan
            plan.notes.insert(
                "planned with the family: the \(members.count) faces of \"\(family)\" given together share these metrics",
                at: 0)
            return FacePlan(face: member.face, licence: member.licence, plan: plan, instances: member.instances)
        }
    }

    /// The proof of a plan: the copy at `path` opened as any font is, and audited on the same
    /// items and settings at the default and every named instance the plan was made for. What
    /// still crosses an edge, by case (0 the default, then `plan.instances`).
    public static func audit(
        copy path: String, _ plan: FacePlan, _ items: AuditItems, fallbacks: [FontFace] = [],
        settings: [AuditSettings]
    ) throws(FontReadingError) -> [RemainingClip] {
        var remaining: [RemainingClip] = []
        for (caseIndex, variation) in ([VariationRequest.defaultInstance] + plan.instances.map { .namedInstance($0) })
            .enumerated()
        {
            let face = try FontFace(path: path, faceIndex: plan.face.faceIndex, variation: variation)
            for audit in try AuditPipeline.run(face, items, fallbacks: fallbacks, settings: settings).audits {
                remaining += RemainingClip.all(in: audit, caseIndex: caseIndex)
            }
        }
        return remaining
    }

    /// What the auditor reads of one case on every setting: the glyphs measured once, and hinted
    /// where a setting's platform draws them hinted.
    private static func input(
        _ face: FontFace, _ items: AuditItems, _ fallbacks: [FontFace],
        _ settings: [AuditSettings]
    ) throws(FontReadingError) -> AuditInput {
        let measured = try AuditPipeline.measure(
            face, items, fallbacks: fallbacks, options: .needed(by: settings, drawing: false))
        guard let first = settings.first else { return try AuditPipeline.input(measured, AuditSettings()) }
        var input = try AuditPipeline.input(measured, first)
        for setting in settings.dropFirst() {
            input.hintedGlyphs.merge(try AuditPipeline.input(measured, setting).hintedGlyphs) {
                $0.merging($1) { kept, _ in kept }
            }
        }
        return input
    }

    /// Where a copy's names break its licence's naming rule (`FontLicence.NamingRule`): for each
    /// face whose copy changes, or is renamed, each name its family (after `renaming`) or, where
    /// the rule covers it, the file name of `target` still holds; one line each, said once.
    public static func namingConflicts(_ path: String, plans: [FacePlan], renaming: Renaming?, target: String?)
        -> [String]
    {
        let original = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
        var conflicts: [String] = []
        for plan in plans where !plan.plan.changes.isEmpty || renaming != nil {
            guard let rule = plan.licence.namingRule else { continue }
            let family =
                renaming.flatMap { FontPatcher.renamedFamily(original, faceIndex: plan.face.faceIndex, $0) }
                ?? plan.face.typographicFamily ?? plan.face.family
            var found = rule.names(in: family).map { "\"\($0)\" in the copy's family \"\(family)\"" }
            if rule.coversFileName, let target {
                let file = Paths.name(target)
                found += rule.names(in: file).map { "\"\($0)\" in its file name \"\(file)\"" }
            }
            for name in found {
                let conflict = "the \(rule.source) forbids a modified font to use or include its name: \(name)"
                if !conflicts.contains(conflict) { conflicts.append(conflict) }
            }
        }
        return conflicts
    }

    /// The bytes of `path` with each face's plan written, and renamed with `renaming`, in the same
    /// container.
    public static func patchedFile(_ path: String, plans: [FacePlan], renaming: Renaming? = nil)
        throws(FontReadingError) -> [UInt8]
    {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path: path, reason: "cannot read it again")
        }
        do throws(FontPatchError) {
            let faces = Dictionary(
                plans.map { ($0.face.faceIndex, $0.values) }, uniquingKeysWith: { first, _ in first })
            return try FontPatcher.patch([UInt8](data), faces: faces, renaming: renaming)
        } catch {
            throw .invalidTable(path: path, reason: "cannot patch: \(error)")
        }
    }
}
