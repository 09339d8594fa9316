"""One base for the translation contexts of the views and services.

pyside6-lupdate files a call `Name.tr("literal")` under the context "Name";
`TranslationContext.tr` looks the text up under the subclass's own name, so
extraction and lookup always agree.  (A module-level `tr` wrapper would be
extracted with no context at all and never translated.)
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


class TranslationContext:
    @classmethod
    def tr(cls, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate(cls.__name__, text, disambiguation, n)
