import Basics

/// Names of Apple SDK types and functions that idlab knows exist but does not simulate.
///
/// A scene that uses one is not rejected: the checker reports a located warning (`S120`), the
/// scene runs, and evaluating the name stops the step with a `not-simulated` runtime failure at
/// its line (code in a `save()` method or a button action the scene never runs costs nothing).
///
/// A name is an SDK name when it is in `table`, or when it follows the prefix rule: one of
/// `prefixes` (`UI`, `NS`, `CG`, `CF`, `CT`, `CL`, `MK`, `AV`, `WK`, `PDF`, `XC`, Photos'
/// `PH`, Security's `Sec` and `errSec`, IOKit's `IO`, HealthKit's `HK`, CloudKit's `CK`, …)
/// followed by an uppercase letter (`UIImpactFeedbackGenerator`, `CTFontManagerRegisterFontURLs`,
/// `XCTAssertEqual`, `PHPickerViewController`, `SecItemAdd`, `errSecSuccess`), or a family's C
/// constant: `k` and such a name (`kSecClass`, `kCTFontNameAttribute`, `kIOMainPortDefault`).
/// A prefixed name within `Suggestions.maximumDistance` edits of a
/// different name of the table with the same prefix is taken for a typo of it (`UIColr`), and
/// stays an error; another family's name is not (`NSWindow` is not a typo of `UIWindow`). Names
/// the program declares, and the library types idlab simulates (`CGFloat`, `CGSize`, `Color`),
/// win over both rules: the checker consults this table only for names it does not know.
enum AppleSDKNames {
  /// Known SDK names and the framework of each, sorted by name (the data of `table`).
  static let entries: [(name: String, framework: String)] = [
    ("AVAudioPlayer", "AVFoundation"),
    ("AVAudioSession", "AVFoundation"),
    ("AVPlayer", "AVFoundation"),
    ("AVPlayerItem", "AVFoundation"),
    ("AVSpeechSynthesizer", "AVFoundation"),
    ("AVSpeechUtterance", "AVFoundation"),
    ("AnyCancellable", "Combine"),
    ("AudioServicesPlaySystemSound", "AudioToolbox"),
    ("CGAffineTransform", "CoreGraphics"),
    ("CGColor", "CoreGraphics"),
    ("CGColorSpace", "CoreGraphics"),
    ("CGContext", "CoreGraphics"),
    ("CGImage", "CoreGraphics"),
    ("CGPath", "CoreGraphics"),
    ("CIContext", "CoreImage"),
    ("CIDetector", "CoreImage"),
    ("CIFilter", "CoreImage"),
    ("CIImage", "CoreImage"),
    ("CLGeocoder", "CoreLocation"),
    ("CLLocation", "CoreLocation"),
    ("CLLocationManager", "CoreLocation"),
    ("Calendar", "Foundation"),
    ("CharacterSet", "Foundation"),
    ("CurrentValueSubject", "Combine"),
    ("DateComponents", "Foundation"),
    ("DateComponentsFormatter", "Foundation"),
    ("DateInterval", "Foundation"),
    ("Decimal", "Foundation"),
    ("DispatchGroup", "Dispatch"),
    ("DispatchQueue", "Dispatch"),
    ("FileWrapper", "Foundation"),
    ("Future", "Combine"),
    ("ISO8601DateFormatter", "Foundation"),
    ("JSONSerialization", "Foundation"),
    ("Just", "Combine"),
    ("KeyPathComparator", "Foundation"),
    ("LAContext", "LocalAuthentication"),
    ("MKMapItem", "MapKit"),
    ("MKPointAnnotation", "MapKit"),
    ("Measurement", "Foundation"),
    ("NSAttributedString", "Foundation"),
    ("NSError", "Foundation"),
    ("NSNumber", "Foundation"),
    ("NSPredicate", "Foundation"),
    ("NSRange", "Foundation"),
    ("NSRegularExpression", "Foundation"),
    ("NSSortDescriptor", "Foundation"),
    ("NumberFormatter", "Foundation"),
    ("OSLog", "OSLog"),
    ("OSLogEntryLog", "OSLog"),
    ("OSLogStore", "OSLog"),
    ("OSSignposter", "os"),
    ("OperationQueue", "Foundation"),
    ("PDFDocument", "PDFKit"),
    ("PDFView", "PDFKit"),
    ("PassthroughSubject", "Combine"),
    ("ProcessInfo", "Foundation"),
    ("PropertyListDecoder", "Foundation"),
    ("PropertyListEncoder", "Foundation"),
    ("Publishers", "Combine"),
    ("RunLoop", "Foundation"),
    ("Scanner", "Foundation"),
    ("SortDescriptor", "Foundation"),
    ("Subscribers", "Combine"),
    ("SystemSoundID", "AudioToolbox"),
    ("Thread", "Foundation"),
    ("Timer", "Foundation"),
    ("UIApplication", "UIKit"),
    ("UIBezierPath", "UIKit"),
    ("UIColor", "UIKit"),
    ("UIDevice", "UIKit"),
    ("UIFont", "UIKit"),
    ("UIGraphicsImageRenderer", "UIKit"),
    ("UIHostingController", "SwiftUI"),
    ("UIImage", "UIKit"),
    ("UIImpactFeedbackGenerator", "UIKit"),
    ("UINotificationFeedbackGenerator", "UIKit"),
    ("UIPasteboard", "UIKit"),
    ("UISelectionFeedbackGenerator", "UIKit"),
    ("UITextChecker", "UIKit"),
    ("UIView", "UIKit"),
    ("UIViewController", "UIKit"),
    ("UIWindow", "UIKit"),
    ("VideoPlayer", "AVKit"),
    ("WKWebView", "WebKit"),
    ("XCTNSPredicateExpectation", "XCTest"),
    ("XCTestCase", "XCTest"),
    ("XCTestExpectation", "XCTest"),
    ("XCUIApplication", "XCTest"),
    ("os_log", "os"),
    ("os_signpost", "os"),
  ]

  /// `entries` by name.
  static let table = Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0.framework) })

  /// The prefixes of the Objective-C runtime's API, before their underscore.
  static let objectiveCRuntimePrefixes: Set<String> = [
    "objc", "OBJC", "class", "object", "sel", "method", "ivar", "protocol", "property", "imp",
  ]

  /// The framework families recognised by prefix, longest first.
  static let prefixes: [(prefix: String, framework: String)] = [
    ("errSec", "Security"), ("PDF", "PDFKit"), ("Sec", "Security"), ("AV", "AVFoundation"),
    ("CF", "CoreFoundation"),
    ("CG", "CoreGraphics"), ("CI", "CoreImage"), ("CL", "CoreLocation"), ("CT", "CoreText"),
    ("MK", "MapKit"),
    ("NS", "Foundation"), ("PH", "Photos"), ("UI", "UIKit"), ("WK", "WebKit"),
    ("XC", "XCTest"),
    // Apple's documented class prefixes of further frameworks (a C constant adds `k`:
    // `kIOMainPortDefault`, below).
    ("IO", "IOKit"), ("HK", "HealthKit"), ("CK", "CloudKit"), ("SCN", "SceneKit"),
    ("AR", "ARKit"), ("UN", "UserNotifications"), ("LA", "LocalAuthentication"),
    ("EK", "EventKit"), ("CN", "Contacts"), ("VN", "Vision"), ("NW", "Network"),
    ("CB", "CoreBluetooth"), ("CM", "CoreMotion"), ("MP", "MediaPlayer"),
  ]

  /// The framework of `name` when it is an SDK name idlab does not simulate, else nil.
  /// Apple's modules: the frameworks of `entries` and others an app imports (`StoreKit`,
  /// `WidgetKit`, …), whose free functions are never a package's.
  static let frameworks: Set<String> = Set(entries.map(\.framework)).union([
    "Accelerate", "ActivityKit", "AppIntents", "AppTrackingTransparency", "AuthenticationServices",
    "AVFAudio", "BackgroundTasks", "CallKit", "CoreData", "CoreHaptics", "CoreML", "CoreMedia",
    "CoreNFC", "CoreSpotlight", "CoreTelephony", "CoreVideo", "CryptoKit", "Darwin",
    "DeviceActivity", "FamilyControls", "GameController", "GameKit", "GameplayKit", "Glibc",
    "GroupActivities", "ImageIO", "Intents", "IntentsUI", "LinkPresentation", "MessageUI",
    "Metal", "MetalKit", "MultipeerConnectivity", "NaturalLanguage", "NearbyInteraction",
    "NotificationCenter", "PassKit", "PencilKit", "PhotosUI", "QuartzCore", "QuickLook",
    "RealityKit", "SafariServices", "ShazamKit", "Social", "SoundAnalysis", "Speech",
    "SpriteKit", "StoreKit", "SwiftData", "System", "TipKit", "TabularData",
    "UniformTypeIdentifiers", "WatchConnectivity", "WatchKit", "WeatherKit", "WidgetKit",
    "AppKit", "Observation", "Charts", "_Concurrency", "RegexBuilder", "simd", "ObjectiveC",
  ])

  static func framework(of name: String) -> String? {
    if let framework = table[name] { return framework }
    // A POSIX or Darwin C type (`pthread_mutex_t`, `size_t`) and Carbon's `noErr`, as
    // packages use them (sample 18): Darwin's, not a typo.
    if name == "noErr" { return "CoreServices" }
    // A C function or type in snake case (`pthread_mutexattr_init`, `sqlite3_column_type`,
    // `pthread_mutex_t`): a C library's.
    if name.contains("_"), name.first?.isLowercase == true, !name.hasSuffix("_"),
      name.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "_" })
    {
      return "Darwin"
    }
    // The Objective-C runtime's functions and constants (`objc_getAssociatedObject`,
    // `OBJC_ASSOCIATION_RETAIN_NONATOMIC`, `class_getName`, `method_exchangeImplementations`),
    // as packages use them for caches (sample 46: SwiftDate's): ObjectiveC's, never a typo.
    if let underscore = name.firstIndex(of: "_"),
      objectiveCRuntimePrefixes.contains(String(name[..<underscore])),
      name[name.index(after: underscore)...].first?.isLetter == true
    {
      return "ObjectiveC"
    }
    // The standard library's raw-memory functions, which no scene can run.
    if [
      "withUnsafeMutablePointer", "withUnsafePointer", "withUnsafeBytes",
      "withUnsafeMutableBytes", "withUnsafeTemporaryAllocation", "unsafeBitCast",
    ].contains(name) {
      return "Swift"
    }
    // A C constant of a family: `k` and the family's name (`kIOMainPortDefault`).
    if name.hasPrefix("k"), name.dropFirst().first?.isUppercase == true,
      let framework = framework(of: String(name.dropFirst()))
    {
      return framework
    }
    guard
      let family = prefixes.first(where: { entry in
        name.hasPrefix(entry.prefix)
          && name.dropFirst(entry.prefix.count).first.map(\.isUppercase) == true
      })
    else { return nil }
    // A typo keeps its prefix (`UIColr` → `UIColor`); `NSWindow` is AppKit's, not a typo of
    // `UIWindow`.
    let sameFamily = entries.map(\.name).filter { $0.hasPrefix(family.prefix) }
    if let near = Suggestions.nearest(to: name, among: sameFamily), near != name {
      return nil
    }
    return family.framework
  }
}
