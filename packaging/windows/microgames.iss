; Inno Setup 6 script: the Windows installer, dist\Microgames-<version>-setup.exe.
;
; Build the app first (python packaging\build.py), then, from the repository root:
;   iscc /DAppVersion=0.1.0 /DFileVersion=0.1.0.0 packaging\windows\microgames.iss
; The release workflow passes the package version (microgames.__version__) the same way.
;
; A per-user install: no administrator rights, the program goes to %LOCALAPPDATA%\Programs\Microgames,
; the Start menu shortcut and the .microgame association go to the current user's profile, and
; Windows lists an uninstaller under Apps. Saves in %APPDATA%\Microgames stay when it is uninstalled.

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=X.Y.Z packaging\windows\microgames.iss
#endif
#ifndef FileVersion
  #define FileVersion AppVersion
#endif
#define AppName "Microgames"
#define AppExe "Microgames.exe"
#define Root AddBackslash(SourcePath) + "..\.."
#define ProgId "Microgames.SavedGame"

[Setup]
; The AppId ties upgrades and the uninstaller together: never change it.
AppId={{8E4C2B7A-3F1D-4C8E-9A52-6D0B1E7F4A93}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppName}
AppComments=Microworld, Remediate and Microchip: three tabletop games about the microscopic world.
VersionInfoVersion={#FileVersion}
VersionInfoProductName={#AppName}
VersionInfoProductVersion={#FileVersion}
VersionInfoProductTextVersion={#AppVersion}
VersionInfoDescription={#AppName} {#AppVersion} setup
VersionInfoCopyright=MIT licence
PrivilegesRequired=lowest
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
DisableDirPage=auto
UsePreviousAppDir=yes
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir={#Root}\dist
OutputBaseFilename={#AppName}-{#AppVersion}-setup
SetupIconFile={#Root}\build\icons\microgames.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
ChangesAssociations=yes
CloseApplications=yes
WizardStyle=modern
Compression=lzma2/max
SolidCompression=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#Root}\dist\Microgames\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; An upgrade replaces the whole bundle: files a newer build no longer ships must not linger.
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "Three tabletop games about the microscopic world"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; .microgame save files open in Microgames (HKA is the current user's HKCU for a per-user install).
Root: HKA; Subkey: "Software\Classes\.microgame"; ValueType: string; ValueName: ""; ValueData: "{#ProgId}"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.microgame"; ValueType: string; ValueName: "Content Type"; ValueData: "application/json"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.microgame\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "Microgames saved game"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".microgame"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
