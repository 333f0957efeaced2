; Werewolf Desktop — Windows installer (Inno Setup 6.3 or newer).
;
; Built by `python dev.py build --installer` (packaging/build.py), which passes:
;   iscc /DAppVersion=0.1.0 /DSourceDir=<dist\WerewolfDesktop> /DOutputDir=<dist> /DIconFile=<build\icons\WerewolfDesktop.ico> WerewolfDesktop.iss
; Every define has a default relative to this file, so `iscc /DAppVersion=0.1.0 WerewolfDesktop.iss`
; works too after a build. Output: dist\WerewolfDesktop-Setup-<version>.exe
;
; What it does (see docs/packaging.md):
;   * installs per user (no admin; %LOCALAPPDATA%\Programs\Werewolf Desktop) or for all users
;     (admin; Program Files) — the setup asks, or /CURRENTUSER, /ALLUSERS on the command line;
;   * a licence page (LICENSE.txt); LICENSE.txt and THIRD-PARTY-NOTICES.txt are installed with the app;
;   * a Start-menu entry, an optional desktop icon, an uninstaller (Apps & features);
;   * all-users installs add a Windows Firewall rule that lets phones on a *private* network reach
;     the deal server (inbound, this program only); the uninstaller removes it. Per-user installs
;     cannot change the firewall: Windows asks on the first deal instead (an admin must allow it);
;   * languages: English, German, and Simplified Chinese when ChineseSimplified.isl is available
;     (an unofficial Inno Setup translation, not shipped with Inno Setup: see ChineseIsl below).
;   * the games database in %APPDATA%\WerewolfDesktop is left in place on uninstall;
;   * an upgrade first deletes the old program's _internal folder ([InstallDelete]): no stale files;
;   * saved decks (.wwdeck) and game records (.wwgame) open in the app when double-clicked.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef SourceDir
  #define SourceDir AddBackslash(SourcePath) + "..\..\dist\WerewolfDesktop"
#endif
#ifndef OutputDir
  #define OutputDir AddBackslash(SourcePath) + "..\..\dist"
#endif
#ifndef IconFile
  #define IconFile AddBackslash(SourcePath) + "..\..\build\icons\WerewolfDesktop.ico"
#endif
; The Simplified Chinese messages are the unofficial translation from the Inno Setup sources,
; jrsoftware/issrc: Files/Languages/Unofficial/ChineseSimplified.isl (maintained by Zhenghan Yang,
; https://github.com/kira-96/Inno-Setup-Chinese-Simplified-Translation). It is not in this
; repository: the release workflow downloads it (pinned commit) to build\inno\ChineseSimplified.isl.
; Without the file the installer is English + German only.
#ifndef ChineseIsl
  #define ChineseIsl AddBackslash(SourcePath) + "..\..\build\inno\ChineseSimplified.isl"
#endif
#if FileExists(ChineseIsl)
  #define HaveChinese
#else
  #pragma message "ChineseSimplified.isl not found at " + ChineseIsl + ": installer languages are English and German only"
#endif

#define AppName "Werewolf Desktop"
#define AppExe "WerewolfDesktop.exe"
#define FirewallRule "Werewolf Desktop (phones)"

[Setup]
AppId={{6F1C2B7E-4D3A-4E9B-9B2F-8A61D0C5E7A4}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Werewolf Desktop developers
AppCopyright=MIT License
VersionInfoProductName={#AppName}
VersionInfoProductTextVersion={#AppVersion}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; per-user by default, all users (admin) on request: the setup shows a choice dialog
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog commandline
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir={#OutputDir}
OutputBaseFilename=WerewolfDesktop-Setup-{#AppVersion}
SetupIconFile={#IconFile}
; the licence page (MIT); the folder also carries THIRD-PARTY-NOTICES.txt (Qt/LGPL, Python, …)
LicenseFile={#SourceDir}\LICENSE.txt
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/ultra64
SolidCompression=yes
WizardStyle=modern
ShowLanguageDialog=auto
CloseApplications=yes
; .wwdeck / .wwgame are registered below: Explorer is told to refresh its icons
ChangesAssociations=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"
#ifdef HaveChinese
Name: "chinesesimplified"; MessagesFile: "{#ChineseIsl}"
#endif

[CustomMessages]
english.FirewallStatus=Allowing phones on private networks to reach Werewolf Desktop...
german.FirewallStatus=Handys in privaten Netzwerken den Zugriff auf Werewolf Desktop erlauben...
#ifdef HaveChinese
chinesesimplified.FirewallStatus=正在允许专用网络中的手机连接 Werewolf Desktop...
#endif

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the whole program: a library or plugin the old version had and the new one
; has not must not stay behind (PyInstaller's folder is rebuilt from scratch on every release).
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Registry]
; File associations (HKA: the current user's classes for a per-user install, the machine's for all
; users). The app opens a file given on its command line (werewolf_desktop/__main__.py).
Root: HKA; Subkey: "Software\Classes\.wwdeck"; ValueType: string; ValueName: ""; ValueData: "WerewolfDesktop.Deck"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.wwdeck\OpenWithProgids"; ValueType: string; ValueName: "WerewolfDesktop.Deck"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\WerewolfDesktop.Deck"; ValueType: string; ValueName: ""; ValueData: "Werewolf Desktop deck"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\WerewolfDesktop.Deck\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\WerewolfDesktop.Deck\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\.wwgame"; ValueType: string; ValueName: ""; ValueData: "WerewolfDesktop.Game"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.wwgame\OpenWithProgids"; ValueType: string; ValueName: "WerewolfDesktop.Game"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\WerewolfDesktop.Game"; ValueType: string; ValueName: ""; ValueData: "Werewolf Desktop game record"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\WerewolfDesktop.Game\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\WerewolfDesktop.Game\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
; Firewall (all-users installs only: netsh needs admin). Remove an old rule first so a reinstall
; does not add a duplicate; then allow inbound connections to this program on private networks.
Filename: "{sys}\netsh.exe"; Parameters: "advfirewall firewall delete rule name=""{#FirewallRule}"""; Flags: runhidden; Check: IsAdminInstallMode
Filename: "{sys}\netsh.exe"; Parameters: "advfirewall firewall add rule name=""{#FirewallRule}"" dir=in action=allow program=""{app}\{#AppExe}"" enable=yes profile=private"; Flags: runhidden; Check: IsAdminInstallMode; StatusMsg: "{cm:FirewallStatus}"
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallRun]
Filename: "{sys}\netsh.exe"; Parameters: "advfirewall firewall delete rule name=""{#FirewallRule}"""; Flags: runhidden; RunOnceId: "DeleteFirewallRule"; Check: IsAdminInstallMode
