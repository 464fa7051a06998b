"""The installer definitions promise what the release needs (they only run on Windows and macOS CI)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _iss_sections() -> dict[str, list[str]]:
    sections: dict[str, list[str]] = {}
    current = ""
    for line in (ROOT / "packaging" / "windows" / "microgames.iss").read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line or line.startswith((";", "#")):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = line[1:-1]
        else:
            sections.setdefault(current, []).append(line)
    return sections


def test_windows_installer_is_per_user_with_version_and_association() -> None:
    sections = _iss_sections()
    setup = dict(line.split("=", 1) for line in sections["Setup"])
    assert setup["PrivilegesRequired"] == "lowest"
    assert setup["DefaultDirName"].startswith("{autopf}")  # %LOCALAPPDATA%\Programs for a per-user install
    assert setup["OutputBaseFilename"] == "{#AppName}-{#AppVersion}-setup"
    assert setup["VersionInfoVersion"] == "{#FileVersion}" and setup["ChangesAssociations"] == "yes"
    assert re.fullmatch(r"\{\{[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}\}", setup["AppId"])
    assert any(line.startswith('Name: "{autoprograms}') for line in sections["Icons"])
    registry = "\n".join(sections["Registry"])
    assert 'Subkey: "Software\\Classes\\.microgame"' in registry and "Root: HKA" in registry
    assert '""{app}\\{#AppExe}"" ""%1""' in registry  # double-click opens the save in the app


def test_release_workflow_builds_both_installers_and_releases_tags() -> None:
    text = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    assert "os: [windows-latest, macos-latest]" in text
    for step in ("python -m pytest", "python packaging/build.py", "python packaging/check_frozen.py",
                 "packaging\\windows\\microgames.iss", "python packaging/macos/make_dmg.py"):
        assert step in text
    assert 'tags: ["v*"]' in text and "startsWith(github.ref, 'refs/tags/v')" in text


def test_macos_bundle_declares_the_document_type_and_high_resolution() -> None:
    spec = (ROOT / "packaging" / "microgames.spec").read_text(encoding="utf-8")
    assert '"NSHighResolutionCapable": True' in spec and 'BUNDLE_ID = "org.microgames.Microgames"' in spec
    assert '"public.filename-extension": ["microgame"]' in spec
    assert 'datas=[(str(ROOT / "resources"), "microgames/resources")]' in spec
