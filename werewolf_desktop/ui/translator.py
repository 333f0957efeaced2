"""Qt's own translations (standard buttons, file dialogs) for the app's language."""
from __future__ import annotations

from PySide6.QtWidgets import QApplication

QT_LOCALES = {"zh": "zh_CN", "en": "en", "de": "de", "fr": "fr"}
_translators: list = []          # the QTranslator installed (Qt's types here are made after the first paint)


def install_qt_translator(lang: str) -> bool:
    """Load Qt's own `qtbase_<lang>.qm` (standard buttons, file dialogs) when it is there."""
    from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator

    app = QApplication.instance()
    if app is None:
        return False
    for old in _translators:
        app.removeTranslator(old)
    _translators.clear()
    if lang == "en":
        return True
    path = QLibraryInfo.path(QLibraryInfo.TranslationsPath)
    translator = QTranslator(app)
    if translator.load(f"qtbase_{QT_LOCALES.get(lang, lang)}", path):
        app.installTranslator(translator)
        _translators.append(translator)
        QLocale.setDefault(QLocale(QT_LOCALES.get(lang, lang)))
        return True
    return False
