import ThumbruleCore

/// Builds the privacy manifests and Xcode projects the privacy checks' examples use.
enum PrivacyExamples {
    /// A `PrivacyInfo.xcprivacy` declaring each category with its reasons, as Xcode writes it.
    static func manifest(_ categories: [(String, [String])], tracking: Bool = false) -> String {
        var entries = ""
        for (category, reasons) in categories {
            entries += """
            \t\t<dict>
            \t\t\t<key>NSPrivacyAccessedAPIType</key>
            \t\t\t<string>\(category)</string>
            \t\t\t<key>NSPrivacyAccessedAPITypeReasons</key>
            \t\t\t<array>
            \(reasons.map { "\t\t\t\t<string>\($0)</string>\n" }.joined())\t\t\t</array>
            \t\t</dict>

            """
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>NSPrivacyTracking</key>
        \t<\(tracking)/>
        \t<key>NSPrivacyTrackingDomains</key>
        \t<array/>
        \t<key>NSPrivacyCollectedDataTypes</key>
        \t<array/>
        \t<key>NSPrivacyAccessedAPITypes</key>
        \t<array>
        \(entries)\t</array>
        </dict>
        </plist>

        """
    }

    static let userDefaults = ("NSPrivacyAccessedAPICategoryUserDefaults", ["CA92.1"])
    static let fileTimestamp = ("NSPrivacyAccessedAPICategoryFileTimestamp", ["C617.1"])

    static let path = "Planner.xcodeproj/project.pbxproj"

    /// A classic Xcode project: one app target `Planner` compiling `sources` and copying
    /// `resources` (paths under `Planner/`). The target's object sits on line 7, where a
    /// finding about the target points (`targetLine`).
    /// Makes the example project's app target link the local package product `product`.
    static func linking(_ project: String, product: String) -> String {
        project.replacingOccurrences(of: "productType = \"com.apple.product-type.application\"; buildConfigurationList",
                                     with: "productType = \"com.apple.product-type.application\"; packageProductDependencies = (PRODUCT); buildConfigurationList")
            .replacingOccurrences(of: "\t\tMAIN = {isa = PBXGroup;", with: "\t\tPRODUCT = {isa = XCSwiftPackageProductDependency; productName = \(product); };\n\t\tMAIN = {isa = PBXGroup;")
    }

    static func project(sources: [String], resources: [String], sdk: String? = "iphoneos") -> String {
        let files = sources + resources
        let fileRefs = files.enumerated().map { "\t\tREF\($0.offset) = {isa = PBXFileReference; path = \($0.element); sourceTree = \"<group>\"; };" }
        let sourceBuild = sources.indices.map { "\t\tBUILD\($0) = {isa = PBXBuildFile; fileRef = REF\($0); };" }
        let resourceBuild = resources.indices.map { "\t\tBUILD\(sources.count + $0) = {isa = PBXBuildFile; fileRef = REF\(sources.count + $0); };" }
        return """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 56;
        \tobjects = {
        \t\tROOT = {isa = PBXProject; mainGroup = MAIN; targets = (TARGET); };
        \t\tTARGET = {isa = PBXNativeTarget; name = Planner; productType = "com.apple.product-type.application"; buildConfigurationList = CONFIGURATIONS; buildPhases = (SOURCEPHASE, RESOURCEPHASE); };
        \t\tMAIN = {isa = PBXGroup; children = (GROUP); sourceTree = "<group>"; };
        \t\tGROUP = {isa = PBXGroup; path = Planner; children = (\(files.indices.map { "REF\($0)" }.joined(separator: ", "))); sourceTree = "<group>"; };
        \t\tSOURCEPHASE = {isa = PBXSourcesBuildPhase; files = (\(sources.indices.map { "BUILD\($0)" }.joined(separator: ", "))); };
        \t\tRESOURCEPHASE = {isa = PBXResourcesBuildPhase; files = (\(resources.indices.map { "BUILD\(sources.count + $0)" }.joined(separator: ", "))); };
        \t\tCONFIGURATIONS = {isa = XCConfigurationList; buildConfigurations = (RELEASE); };
        \t\tRELEASE = {isa = XCBuildConfiguration; name = Release; buildSettings = { INFOPLIST_FILE = Planner/Info.plist; \(sdk.map { "SDKROOT = \($0);" } ?? "") }; };
        \(fileRefs.joined(separator: "\n"))
        \(sourceBuild.joined(separator: "\n"))
        \(resourceBuild.joined(separator: "\n"))
        \t};
        \trootObject = ROOT;
        }

        """
    }

    /// An Xcode 16 project whose app target `Planner` takes every file of the synchronized
    /// folder `Planner/` but those its exception set leaves out. The target's object sits on line 6.
    static func synchronizedProject(excluding exceptions: [String]) -> String {
        """
        // !$*UTF8*$!
        {
        \tobjectVersion = 77;
        \tobjects = {
        \t\tROOT = {isa = PBXProject; mainGroup = MAIN; targets = (TARGET); };
        \t\tTARGET = {isa = PBXNativeTarget; name = Planner; productType = "com.apple.product-type.application"; fileSystemSynchronizedGroups = (FOLDER); };
        \t\tMAIN = {isa = PBXGroup; children = (FOLDER); sourceTree = "<group>"; };
        \t\tFOLDER = {isa = PBXFileSystemSynchronizedRootGroup; path = Planner; exceptions = (EXCEPTIONS); sourceTree = "<group>"; };
        \t\tEXCEPTIONS = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (\(exceptions.joined(separator: ", "))); target = TARGET; };
        \t};
        \trootObject = ROOT;
        }

        """
    }

    /// The line of an Xcode target's object in a `project.pbxproj`: the line that opens it
    /// (`… /* Name */ = {` followed by `isa = PBXNativeTarget;`), or one that holds both;
    /// 1 when neither is found.
    static func targetLine(_ name: String, in text: String) -> Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where line.contains("isa = PBXNativeTarget") {
            if line.contains("name = \(name);") || line.contains("name = \"\(name)\";") { return index + 1 }
            for back in stride(from: index - 1, through: max(0, index - 2), by: -1) where lines[back].contains("/* \(name) */ = {") {
                return back + 1
            }
        }
        return 1
    }
}
