// swift-format-ignore-file
// GENERATED from Profiles/ by `DUOSIM_RECORD=all swift test --filter EmbeddedProfileTests`.
// Do not edit: edit the JSON files and regenerate; a test fails while they differ.

extension EmbeddedProfiles {
    /// `Profiles/iphone-duo.json`.
    static let deviceIphoneDuo = #"""
{
  "$schema": "../Schemas/device-profile.schema.json",
  "$comment": "iPhone Duo, as duosim simulates it. Points, origin top-left of each display in its native orientation. Every object that holds numbers names their source: measured (Apple's iPhone Duo simulator), documented (Apple's documentation and guidance), assumed (our choice where nothing is published), derived (follows from the others). See Docs/DOMAIN.md.",
  "name": "iphone-duo",
  "displayName": "iPhone Duo",
  "displays": {
    "outer": {
      "width": 466,
      "height": 662,
      "diagonalInches": 5.4,
      "source": "assumed: width 466 = 382 + 84 from the measured occlusions; height 662 from the aspect ratio the displays share (documented) with the measured 951 x 669 inner display; diagonal documented",
      "scale": {
        "pixelsPerPoint": 3,
        "source": "assumed: unpublished for iPhone Duo; 3, the UIScreen.scale of every current iPhone with a Dynamic Island (Apple HIG, Layout: device screen dimensions), so 475.5 pt is 1426.5 px"
      },
      "rotation": {
        "direction": "counterclockwise",
        "source": "assumed: unpublished which way the phone turns for landscape; counterclockwise (its top to the left) is the one quarter turn that keeps the island, in the top trailing corner in portrait, at the top (top-left): documented, the island heads the side column and the outer camera is aligned with the side controls, so the column stands on the left under it; clockwise would put the island at the column's foot, as iPhones with Face ID never turn their interface upside down"
      },
      "sizeClasses": {
        "portrait": { "horizontal": "compact", "vertical": "regular" },
        "landscape": { "horizontal": "compact", "vertical": "compact" },
        "source": "documented"
      }
    },
    "inner": {
      "width": 951,
      "height": 669,
      "diagonalInches": 7.6,
      "source": "measured: 951 x 669 pt opened like a book (landscape); diagonal documented",
      "scale": {
        "pixelsPerPoint": 3,
        "source": "assumed: unpublished for iPhone Duo; 3, the UIScreen.scale of every current iPhone with a Dynamic Island (Apple HIG, Layout: device screen dimensions), so 475.5 pt is 1426.5 px"
      },
      "rotation": {
        "direction": "counterclockwise",
        "source": "assumed: for the laptop pose the half holding the inner camera stands up, so the camera ends on the upper half"
      },
      "sizeClasses": {
        "portrait": { "horizontal": "regular", "vertical": "regular" },
        "landscape": { "horizontal": "regular", "vertical": "regular" },
        "source": "documented: regular / regular in any orientation"
      }
    }
  },
  "features": [
    {
      "id": "fold",
      "kind": "division",
      "display": "inner",
      "line": { "axis": "vertical", "position": 475.5 },
      "margin": 20,
      "activeWhen": "partiallyOpen",
      "source": "measured: vertical line at the exact centre x = 475.5, 20 pt margins each side (active frame x 455.5 to 495.5); documented: active only while partially folded, zero width when flat"
    },
    {
      "id": "outerCamera",
      "kind": "occlusion",
      "display": "outer",
      "frame": { "x": 399, "y": 29, "width": 37, "height": 37 },
      "activeWhen": "always",
      "source": "measured: 37 x 37 at (399, 29), iOS 27.x example; documented: always active"
    },
    {
      "id": "island",
      "kind": "occlusion",
      "display": "outer",
      "frame": { "x": 382, "y": 0, "width": 84, "height": 170 },
      "activeWhen": "always",
      "source": "measured: 84 x 170 at (382, 0), the status area / Dynamic Island, iOS 27.x example",
      "liveActivity": {
        "frame": { "x": 382, "y": 0, "width": 84, "height": 250 },
        "source": "assumed: documented that the island grows downward with Live Activities; how far is unpublished, 80 pt chosen"
      }
    },
    {
      "id": "innerCamera",
      "kind": "occlusion",
      "display": "inner",
      "frame": { "x": 884, "y": 29, "width": 37, "height": 37 },
      "activeWhen": "innerCameraInUse",
      "source": "assumed: unpublished; mirrors the outer camera's inset in the top trailing corner; documented: an occlusion only while the camera is in use"
    },
    {
      "id": "island",
      "kind": "occlusion",
      "display": "inner",
      "frame": { "x": 867, "y": 0, "width": 84, "height": 170 },
      "activeWhen": "innerCameraInUse",
      "source": "documented: the inner display's reserved regions are the inner camera while it is in use and the fold, so the status area beside the camera is an occlusion only then (the other reading, an always-active status area, is \"activeWhen\": \"always\"); assumed: 84 x 170 in the top trailing corner like the outer display's measured status area; the side column is topped by it either way",
      "liveActivity": {
        "frame": { "x": 867, "y": 0, "width": 84, "height": 250 },
        "source": "assumed: grows downward like the outer island"
      }
    }
  ],
  "hinge": {
    "closedAtMost": 5,
    "fullyOpenAtLeast": 175,
    "source": "assumed: thresholds unpublished; 127 degrees measured as partially open"
  },
  "poses": [
    { "name": "closed", "angle": 0, "orientation": "portrait", "key": "1", "source": "assumed: Device Hub's Closed; the outer display in its native orientation" },
    { "name": "book", "angle": 127, "orientation": "landscape", "key": "2", "source": "measured: 127 degrees, partially open, fold active; Device Hub's Partially Open" },
    { "name": "flat", "angle": 180, "orientation": "landscape", "key": "3", "source": "assumed: Device Hub's Open; 180 degrees is fully flat" },
    { "name": "laptop", "angle": 100, "orientation": "portrait", "key": "4", "source": "assumed: Device Hub's Laptop (tabletop); angle unpublished; documented: portrait with a horizontal fold" },
    { "name": "tent", "angle": 60, "orientation": "portrait", "key": "5", "source": "assumed: Device Hub's Tent; angle and orientation unpublished" }
  ],
  "splitView": {
    "display": "inner",
    "dividerWidth": 13,
    "fraction": 0.5,
    "tallOrientation": "stacked",
    "source": "measured: 13 pt divider, 469 x 669 windows; documented: inner display only, 50/50; assumed: a tall orientation stacks the windows above / below the fold (never measured)"
  },
  "sideColumn": {
    "width": 84,
    "fullScreenEdge": "right",
    "source": "assumed: column width unpublished, 84 pt like the island it stands under; derived: a full-screen window's column stands on the side whose top corner holds the island, so the island heads it (documented); this edge is for a display without one, and is the island's side of both displays in their native orientations (measured occlusions)"
  },
  "bars": {
    "itemHeight": 44,
    "tabItemHeight": 56,
    "groupGap": 16,
    "statusAreaHeight": 44,
    "horizontalItemWidth": 44,
    "navigationBarHeight": 50,
    "toolbarHeight": 44,
    "tabBarHeight": 50,
    "alertSize": { "width": 270, "height": 150 },
    "source": "assumed: item sizes unpublished (documented); 44 pt is the minimum hit target of Apple's guidelines, bar heights like earlier iPhones, alerts 270 pt wide like UIKit's"
  },
  "presentations": {
    "horizontalFold": { "sheet": "bottom", "alert": "top" },
    "source": "assumed: which half of a horizontal fold (laptop pose) a sheet or an alert takes is unpublished; documented: the top half suits content viewed from a distance, the bottom half controls, so sheets (forms to fill in) take the bottom half and alerts (to be read) the top"
  },
  "postures": {
    "ranges": [
      { "posture": "closed", "from": 0, "to": 30 },
      { "posture": "halfOpened", "from": 30, "to": 150 },
      { "posture": "flat", "from": 150, "to": 180 }
    ],
    "foldType": "fold",
    "source": "documented: the inner display is one flexible screen, so Android would call its crease a fold (not a hinge); assumed: the postures Android and the web derive from the hinge angle, after the Android emulator's foldable model (inclusive ranges, first match wins: closed 0-30, half-opened (30-150], flat (150-180]); Apple publishes none"
  }
}
"""#
}
