"""The phone page: one self-contained HTML document for one seat.

No external asset of any kind (fonts, scripts, images): the style and the script are inline and
allowed by their hashes in the Content-Security-Policy, the role art is an inline `data:` SVG.
The page shows only the seat's public view (see `view.py`): its role under a cover the player
presses and holds, and a "check again" button that asks `view.json` whether anything changed
(thief's choice, lovers, death) and, if so, swaps in the fresh page without a reload.

Nothing on the page tells a neighbour the team before the cover is pressed: the cover, the card
size and the colours are the same for every role; the team colour only shows on the revealed face.
"""
from __future__ import annotations

import base64
import hashlib
from functools import lru_cache
from html import escape

from ..i18n import LANGUAGES, text, tr
from .phrases import joined, role_name, seat_label, team_label, wakes_label
from .theme import colours, role_art, svg_data_uri
from .view import fingerprint

HTML_LANG = {"zh": "zh-CN", "en": "en", "de": "de"}
LANGUAGE_NAMES = {"zh": "deal.lang.zh", "en": "deal.lang.en", "de": "deal.lang.de"}

_CSS = """
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%;background:#0c0f1d}
body{margin:0;background:#0c0f1d;color:#ece8df;font:17px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"PingFang SC","Hiragino Sans GB","Noto Sans CJK SC","Source Han Sans SC","Microsoft YaHei","WenQuanYi Micro Hei",sans-serif}
main{max-width:500px;margin:0 auto;padding:16px 16px 24px;padding-top:max(16px,env(safe-area-inset-top));padding-bottom:max(24px,env(safe-area-inset-bottom))}
.game{margin:0;color:#a3abc6;font-size:15px;letter-spacing:.03em}
.seat{margin:2px 0 12px;font-size:26px;line-height:1.25;font-weight:700;overflow-wrap:anywhere}
.note{margin:0 0 12px;padding:10px 14px;border-radius:12px;background:#2a2d36;color:#f1ede4;border-left:6px solid DEAD}
.card{position:relative;height:420px;height:max(420px,calc(100vh - 250px));min-height:420px;min-height:max(420px,calc(100vh - 250px));border-radius:20px;background:#151a2e;border:2px solid #2c3454;overflow:hidden;cursor:pointer;-webkit-user-select:none;user-select:none;-webkit-touch-callout:none;touch-action:none;-webkit-tap-highlight-color:transparent;outline:none}
.card:focus-visible{box-shadow:0 0 0 3px #8ea2ff}
.cover{position:absolute;top:0;right:0;bottom:0;left:0;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:24px;text-align:center;background:NIGHT;background-image:radial-gradient(circle at 50% 38%,#2a3560 0,NIGHT 62%)}
.cover svg{width:96px;height:96px;margin-bottom:18px}
.hold{margin:0;font-size:24px;font-weight:700;line-height:1.3}
.hint{margin:10px 0 0;color:#b7bed6;font-size:16px;max-width:20em}
.face{display:none;flex-direction:column;align-items:center;padding:18px 18px 20px;text-align:center}
.card.on{height:auto;border-color:var(--team)}
.card.on .cover{visibility:hidden}
.card.on .face{display:flex}
.art{width:136px;height:136px;border-radius:50%;background:PAPER;border:4px solid var(--team);display:flex;align-items:center;justify-content:center;overflow:hidden;margin-bottom:8px}
.art img{width:112px;height:112px;pointer-events:none}
.role{margin:4px 0 6px;font-size:40px;line-height:1.15;font-weight:800;overflow-wrap:anywhere}
.team{display:inline-block;margin:0 0 12px;padding:4px 14px;border-radius:999px;background:var(--team);color:#fff;font-size:17px;font-weight:700}
.ability{margin:0 0 12px;font-size:17px;line-height:1.55;text-align:left}
.wakes,.knows{width:100%;margin:0 0 10px;padding:10px 12px;border-radius:12px;background:#1e2440;text-align:left;font-size:16px}
.knows h3{margin:0 0 4px;font-size:16px;color:#c9cfe6}
.knows ul{margin:0;padding:0;list-style:none}
.knows p{margin:4px 0 0}
.knows li{font-size:19px;font-weight:700;overflow-wrap:anywhere}
.actions{display:flex;align-items:center;gap:12px;margin:16px 0 4px}
button{flex:none;min-height:52px;padding:0 22px;border:0;border-radius:14px;background:#33406f;color:#fff;font:inherit;font-size:18px;font-weight:700;cursor:pointer}
button:active{background:#44538c}
.status{color:#c9cfe6;font-size:16px}
.langs{margin:10px 0 0;text-align:center;color:#6f7796}
.langs a,.langs b{display:inline-block;min-width:44px;padding:10px 12px;font-size:16px}
.langs a{color:#a9b8ff}
.langs b{color:#ece8df}
.private{margin:6px 0 0;text-align:center;color:#8c93ad;font-size:14px}
@media (max-height:700px){.seat{font-size:22px;margin-bottom:8px}.art{width:100px;height:100px}.art img{width:82px;height:82px}.role{font-size:32px}.ability{font-size:16px;line-height:1.45}}
"""

_SCRIPT = """(function(){var d=document;
function card(){return d.getElementById('card');}
function inCard(e){return e.target&&e.target.closest?e.target.closest('#card'):null;}
function show(e){var c=inCard(e);if(!c)return;c.classList.add('on');
if(e.pointerId!==undefined&&c.setPointerCapture){try{c.setPointerCapture(e.pointerId);}catch(x){}}
if(e.cancelable)e.preventDefault();}
function hide(){var c=card();if(c&&!c.classList.contains('peek'))c.classList.remove('on');}
if(window.PointerEvent){d.addEventListener('pointerdown',show);d.addEventListener('pointerup',hide);d.addEventListener('pointercancel',hide);}
else{d.addEventListener('touchstart',show,{passive:false});d.addEventListener('touchend',hide);d.addEventListener('touchcancel',hide);d.addEventListener('mousedown',show);d.addEventListener('mouseup',hide);}
d.addEventListener('contextmenu',function(e){if(inCard(e))e.preventDefault();});
d.addEventListener('keydown',function(e){var c=card();if(c&&d.activeElement===c&&(e.key===' '||e.key==='Enter')){e.preventDefault();c.classList.add('on');}});
d.addEventListener('keyup',hide);window.addEventListener('blur',hide);d.addEventListener('visibilitychange',hide);
function say(k){var a=d.getElementById('app'),s=d.getElementById('status');if(a&&s)s.textContent=a.getAttribute(k)||'';}
function again(){var a=d.getElementById('app');if(!window.fetch||!window.DOMParser){location.reload();return;}
say('data-wait');
fetch(a.getAttribute('data-view'),{cache:'no-store',credentials:'same-origin'}).then(function(r){
if(r.status===404)return say('data-gone');if(!r.ok)return say('data-offline');
var fp=(r.headers.get('ETag')||'').replace(/"/g,'');
if(fp&&fp===a.getAttribute('data-fp'))return say('data-same');
return fetch(location.href,{cache:'no-store',credentials:'same-origin'}).then(function(p){
if(!p.ok)return say(p.status===404?'data-gone':'data-offline');
return p.text().then(function(h){var f=new DOMParser().parseFromString(h,'text/html').getElementById('app');
if(!f)return say('data-offline');var cur=d.getElementById('app');cur.parentNode.replaceChild(d.importNode(f,true),cur);say('data-new');});});
}).catch(function(){say('data-offline');});}
d.addEventListener('click',function(e){if(e.target&&e.target.closest&&e.target.closest('#again'))again();});
})();"""

# A crescent moon with stars for the cover (drawn here, no asset needed).
_MOON = ('<svg viewBox="0 0 96 96" aria-hidden="true"><path fill="#f3e3b0" d="M60 12a36 36 0 1 0 24 62'
         'A30 30 0 0 1 60 12z"/><circle cx="74" cy="22" r="3" fill="#f3e3b0"/><circle cx="84" cy="42" r="2" '
         'fill="#f3e3b0"/><circle cx="64" cy="40" r="2" fill="#f3e3b0"/></svg>')


@lru_cache(maxsize=16)
def _hash(source: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(source.encode("utf-8")).digest()).decode("ascii") + "'"


@lru_cache(maxsize=8)
def _style(team_items: tuple, paper: str, night: str, dead: str) -> str:
    css = _CSS.replace("PAPER", paper).replace("NIGHT", night).replace("DEAD", dead)
    css += "".join(f".t-{team}{{--team:{colour}}}" for team, colour in team_items)
    return css


def csp(style: str) -> str:
    return ("default-src 'none'; "
            f"style-src {_hash(style)}; script-src {_hash(_SCRIPT)}; "
            "img-src data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")


def language_from_header(value: str | None) -> str | None:
    """The first of zh/en/de in an Accept-Language header, by preference (q) order."""
    ranked = []
    for i, part in enumerate((value or "")[:512].split(",")[:24]):
        tag, _, params = part.strip().partition(";")
        q = 1.0
        for param in params.split(";"):
            key, _, val = param.strip().partition("=")
            if key.strip().lower() == "q":
                try:
                    q = float(val)
                except ValueError:
                    q = 0.0
        primary = tag.strip().split("-")[0].lower()
        if primary in LANGUAGES and q > 0:
            ranked.append((-q, i, primary))
    return min(ranked)[2] if ranked else None


def choose_language(query_lang: str | None, view_lang: str | None, accept_language: str | None) -> str:
    """The player's own pick (`?lang=`) first, then the moderator's forced language, then the phone's."""
    for lang in (query_lang, view_lang, language_from_header(accept_language)):
        if lang in LANGUAGES:
            return lang
    return "en"


def _knows_html(knows: dict, lang: str) -> str:
    out = []
    if "pack" in knows:
        members = knows["pack"]
        if members:
            items = "".join(f"<li>{escape(seat_label(m['seat'], m['name'], lang))}</li>" for m in members)
            out.append(f'<div class="knows"><h3>{escape(tr("deal.knows.pack", lang))}</h3><ul>{items}</ul></div>')
        else:
            out.append(f'<div class="knows"><h3>{escape(tr("deal.knows.pack_alone", lang))}</h3></div>')
    if "lover" in knows:
        lover = knows["lover"]
        out.append(f'<div class="knows"><h3>{escape(tr("deal.knows.lover", lang))}</h3>'
                   f'<ul><li>{escape(seat_label(lover["seat"], lover["name"], lang))}</li></ul></div>')
    if knows.get("lovers"):
        items = "".join(f"<li>{escape(seat_label(m['seat'], m['name'], lang))}</li>" for m in knows["lovers"])
        out.append(f'<div class="knows"><h3>{escape(tr("deal.knows.lovers", lang))}</h3><ul>{items}</ul></div>')
    if "thief" in knows:
        thief = knows["thief"]
        took = role_name(thief["took"], lang)
        cards = joined([role_name(r, lang) for r in thief["from"]], lang)
        out.append(f'<div class="knows"><h3>{escape(tr("deal.knows.thief", lang))}</h3>'
                   f'<ul><li>{escape(tr("deal.knows.thief_took", lang, took=took))}</li></ul>'
                   + (f'<p>{escape(tr("deal.knows.thief_cards", lang, cards=cards))}</p>' if cards else "")
                   + '</div>')
    return "".join(out)


def render_page(view: dict, lang: str, view_path: str, *, peek: bool = False) -> tuple[bytes, str]:
    """The phone page for `view` (bytes, Content-Security-Policy). Twenty phones ask for the same few
    pages again and again during a deal, so finished pages are kept, keyed by the view's digest."""
    from .view import fingerprint

    return _render_cached(fingerprint(view), lang, view_path, peek, view)


_rendered: dict[tuple, tuple[bytes, str]] = {}


def _render_cached(digest: str, lang: str, view_path: str, peek: bool, view: dict) -> tuple[bytes, str]:
    key = (digest, lang, view_path, peek)
    hit = _rendered.get(key)
    if hit is None:
        hit = _render(view, lang, view_path, peek=peek)
        if len(_rendered) > 256:          # a deal has at most 18 seats × 3 languages; keep it bounded
            _rendered.clear()
        _rendered[key] = hit
    return hit


def _render(view: dict, lang: str, view_path: str, *, peek: bool = False) -> tuple[bytes, str]:
    """(HTML bytes, Content-Security-Policy) of the page for one public view (see `view.public_view`)."""
    theme = colours()
    style = _style(tuple(sorted(theme["team"].items())), theme["paper"], theme["night"], theme["dead"])
    t = lambda key, **kw: escape(tr(key, lang, **kw))  # noqa: E731
    seat = escape(seat_label(view["seat"], "", lang))
    heading = t("deal.page.seat_named", seat=seat_label(view["seat"], "", lang), name=view["name"]) \
        if view["name"] else seat
    notes = []
    winner = view.get("winner")
    if winner:
        key = "deal.page.won" if winner["won"] else "deal.page.lost"
        notes.append(f'<p class="note">{t(key, team=team_label(winner["team"], lang))}</p>')
    elif view["game_over"]:
        notes.append(f'<p class="note">{t("deal.page.game_over")}</p>')
    if not view["alive"]:
        notes.append(f'<p class="note">{t("deal.page.dead")}</p>')

    if view["role"]:
        art = role_art(view["role"])
        art_html = f'<div class="art"><img src="{svg_data_uri(art)}" alt=""></div>' if art else ""
        name = escape(text(view["role_name"], lang) or view["role"])
        card = (
            f'<section id="card" class="card t-{view["team"]}{" on peek" if peek else ""}" tabindex="0" '
            f'aria-label="{t("deal.page.hold")}">'
            f'<div class="cover">{_MOON}<p class="hold">{t("deal.page.hold")}</p>'
            f'<p class="hint">{t("deal.page.hold_hint")}</p></div>'
            f'<div class="face">{art_html}<h2 class="role">{name}</h2>'
            f'<p class="team">{escape(team_label(view["team"], lang))}</p>'
            f'<p class="ability">{escape(text(view["ability"], lang))}</p>'
            f'<p class="wakes">{escape(wakes_label(view["wakes"], lang))}</p>'
            f'{_knows_html(view["knows"], lang)}</div></section>'
        )
    else:
        card = f'<p class="note">{t("deal.page.no_role")}</p>'

    links = []
    for code in LANGUAGES:
        label = escape(tr(LANGUAGE_NAMES[code], lang))
        links.append(f"<b>{label}</b>" if code == lang else f'<a href="?lang={code}" hreflang="{code}">{label}</a>')

    messages = "".join(f' data-{k}="{t("deal.page." + k)}"' for k in ("wait", "same", "new", "gone", "offline"))
    body = (
        f'<main id="app" data-view="{escape(view_path)}" data-fp="{fingerprint(view)}"{messages}>'
        f'<p class="game">{t("deal.page.game")}</p><h1 class="seat">{heading}</h1>'
        f'{"".join(notes)}{card}'
        f'<div class="actions"><button id="again" type="button">{t("deal.page.again")}</button>'
        f'<span id="status" class="status" role="status" aria-live="polite"></span></div>'
        f'<nav class="langs">{" · ".join(links)}</nav>'
        f'<p class="private">{t("deal.page.private")}</p></main>'
    )
    html = (
        f'<!doctype html><html lang="{HTML_LANG[lang]}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">'
        '<meta name="color-scheme" content="dark"><meta name="theme-color" content="#0c0f1d">'
        '<meta name="robots" content="noindex,nofollow"><meta name="referrer" content="no-referrer">'
        '<meta name="format-detection" content="telephone=no">'
        f'<title>{t("deal.page.title")}</title><style>{style}</style></head>'
        f'<body>{body}<script>{_SCRIPT}</script></body></html>'
    )
    return html.encode("utf-8"), csp(style)
