"""A picture's PDF operators are kept and written again only when reportlab's canvas lets us see
that they hold nothing of its document; otherwise (or with a reportlab that keeps its accumulators
under other names) the picture is drawn afresh each time."""
import pytest
from reportlab.pdfgen.canvas import Canvas

from cardprint import art
from werewolf_desktop.paths import resource


class CanvasWithoutAccumulators:
    """A canvas as a reportlab whose internals are named otherwise would look to cardprint/art.py."""

    def __init__(self, canvas):
        self.__dict__["_canvas"] = canvas

    def __getattr__(self, name):
        if name in ("_extgstate", "_colorsUsed", "_shadingUsed", "_formsinuse"):
            raise AttributeError(name)
        return getattr(self._canvas, name)


def test_operators_are_kept_only_when_the_canvas_shows_they_are_self_contained(tmp_path):
    path = resource("art", "seer.svg")
    stamp = art._stamp(path)
    drawing = art._parse(*stamp)
    art._OPERATORS.pop(stamp, None)
    canvas = Canvas(str(tmp_path / "art.pdf"))
    before = len(canvas._code)
    art._draw_form(CanvasWithoutAccumulators(canvas), drawing, stamp)
    assert len(canvas._code) > before                  # drawn all the same
    assert stamp not in art._OPERATORS                  # and not kept
    art._draw_form(canvas, drawing, stamp)
    assert (stamp in art._OPERATORS) == art._self_contained(drawing)
    canvas.showPage()
    canvas.save()
    assert (tmp_path / "art.pdf").stat().st_size > 0


def test_a_picture_first_drawn_on_a_page_that_placed_a_form_is_kept(tmp_path):
    """A front printed once is drawn on the page, which may have placed the back's form already:
    what the page registered before the picture does not stop its operators being kept."""
    path = resource("art", "seer.svg")
    stamp = art._stamp(path)
    drawing = art._parse(*stamp)
    assert art._self_contained(drawing)
    art._OPERATORS.pop(stamp, None)
    canvas = Canvas(str(tmp_path / "page.pdf"))
    canvas.beginForm("back", 0, 0, 10, 10)
    canvas.rect(1, 1, 8, 8, fill=1)
    canvas.endForm()
    canvas.doForm("back")
    art._draw_form(canvas, drawing, stamp)
    assert stamp in art._OPERATORS
    canvas.showPage()
    canvas.save()


def _form_pdf(path, finish, text="Seer 预言家", literal="% plain"):
    from reportlab import rl_config

    from cardprint import fonts

    invariant, rl_config.invariant = rl_config.invariant, 1
    try:
        canvas = Canvas(str(path), initialFontName=fonts.register())
        canvas.beginForm("card", 0, 0, 100, 100)
        canvas.setFillColorRGB(0.2, 0.4, 0.6)
        canvas.roundRect(5, 5, 90, 90, 4, stroke=0, fill=1)
        canvas.drawString(10, 50, text)
        canvas.addLiteral(literal)
        finish(canvas)
        canvas.doForm("card")
        canvas.showPage()
        canvas.save()
    finally:
        rl_config.invariant = invariant
    return path.read_bytes()


def test_end_form_writes_the_bytes_reportlab_would(tmp_path):
    ours = _form_pdf(tmp_path / "ours.pdf", art.end_form)
    assert ours == _form_pdf(tmp_path / "reportlab.pdf", Canvas.endForm)
    # a reportlab that keeps its accumulators otherwise: it ends the form itself, the same file
    assert _form_pdf(tmp_path / "other.pdf", lambda c: art.end_form(CanvasWithoutCode(c))) == ours
    # operators beyond ASCII, or ASCII that PDFDocEncoding lacks: reportlab encodes them (or refuses) as before
    assert (_form_pdf(tmp_path / "é.pdf", art.end_form, literal="% é")
            == _form_pdf(tmp_path / "é-reportlab.pdf", Canvas.endForm, literal="% é"))
    for finish in (art.end_form, Canvas.endForm):
        with pytest.raises(UnicodeEncodeError):
            _form_pdf(tmp_path / "hole.pdf", finish, literal="% \x19")


class CanvasWithoutCode(CanvasWithoutAccumulators):
    def __getattr__(self, name):
        if name in ("_code", "_preamble"):
            raise AttributeError(name)
        return getattr(self._canvas, name)
