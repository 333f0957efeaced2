"""The phone page: one self-contained HTML document for one seat.

No external asset of any kind (fonts, scripts, images): the style and the script are inline and
allowed by their hashes in the Content-Security-Policy, the role art is an inline `data:` SVG.
The page shows only the seat's public view (see `view.py`): its role under a cover the player
presses and holds, and a "check again" button that asks `view.json` whether anything changed
(thief's choice, lovers, death) and, if so, swaps in the fresh page without a reload.

Nothing on the page tells a neighbour the team before the cover is pressed: the cover, the card
size and the colours are the same for every role; the team colour only shows on the revealed face.
Nothing tells someone watching the Wi-Fi either: every page is padded to the same size (`pad`).
Player names sit in `<bdi>`, so a right-to-left name cannot reorder the text around it.
"""
from __future__ import annotations

import base64
import hashlib
from functools import lru_cache
from html import escape

from ..i18n import LANGUAGE_TAGS, LANGUAGES, text, tr
from ..i18n import role_name
from .phrases import joined, learned_text, learned_when, seat_label, team_label, wakes_label
from .theme import colours, role_art, svg_data_uri
from .view import fingerprint

PAGE_BYTES = 24_576        # every seat's page is padded to this size (the biggest today is about 13 KB)
VIEW_BYTES = 8_192         # … and every view.json to this one (a journal in what was learned)
PAD_STEP = 4_096           # something bigger still (a very long pack list): the next multiple of this
LANGUAGE_NAMES = {code: f"deal.lang.{code}" for code in LANGUAGES}

_CSS = """
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%;background:#0c0f1d}
body{margin:0;background:#0c0f1d;color:#ece8df;font:17px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"PingFang SC","Hiragino Sans GB","Noto Sans CJK SC","Source Han Sans SC","Microsoft YaHei","WenQuanYi Micro Hei",sans-serif}
main{max-width:500px;margin:0 auto;padding:12px 14px 20px;padding-top:max(12px,env(safe-area-inset-top));padding-bottom:max(20px,env(safe-area-inset-bottom))}
.game{margin:0;color:#a3abc6;font-size:15px;letter-spacing:.03em}
.seat{margin:2px 0 10px;font-size:24px;line-height:1.25;font-weight:700;overflow-wrap:anywhere}
.note{margin:0 0 10px;padding:8px 12px;border-radius:12px;background:#2a2d36;color:#f1ede4;border-left:6px solid DEAD}
.card{position:relative;height:max(250px,calc(100vh - 230px));border-radius:20px;background:#151a2e;border:2px solid #2c3454;overflow:hidden;cursor:pointer;-webkit-user-select:none;user-select:none;-webkit-touch-callout:none;touch-action:pan-y;-webkit-tap-highlight-color:transparent;outline:none}
.card:focus-visible{box-shadow:0 0 0 3px #8ea2ff}
.cover{position:absolute;top:0;right:0;bottom:0;left:0;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:16px;text-align:center;background:NIGHT;background-image:radial-gradient(circle at 50% 38%,#2a3560 0,NIGHT 62%)}
.cover svg{width:min(96px,14vh);height:min(96px,14vh);margin-bottom:14px}
.hold{margin:0;font-size:22px;font-weight:700;line-height:1.3}
.hint{margin:8px 0 0;color:#b7bed6;font-size:15px;max-width:20em}
.face{display:none;--k:1}
.card.on .face{position:fixed;z-index:9;top:0;right:0;bottom:0;left:0;display:flex;flex-direction:column;align-items:center;justify-content:center;overflow:hidden;padding:max(10px,env(safe-area-inset-top)) 14px max(10px,env(safe-area-inset-bottom));background:#151a2e;border:4px solid var(--team);text-align:center;touch-action:none}
.card.on .face>*{flex:none;max-width:470px}
.card.on{border-color:var(--team)}
.card.on .cover{visibility:hidden}
.art{width:min(120px,17vh);height:min(120px,17vh);border-radius:50%;background:PAPER;border:4px solid var(--team);display:flex;align-items:center;justify-content:center;overflow:hidden;margin-bottom:4px}
.tight .art{display:none}
.art img{width:82%;height:82%;pointer-events:none}
.role{margin:2px 0 4px;font-size:calc(var(--k)*min(38px,6.5vh));line-height:1.15;font-weight:800;overflow-wrap:anywhere}
.team{display:inline-block;margin:0 0 8px;padding:2px 14px;border-radius:999px;background:var(--team);color:#fff;font-size:calc(var(--k)*16px);font-weight:700}
.ability{width:100%;margin:0 0 8px;font-size:calc(var(--k)*17px);line-height:1.45;text-align:left}
.wakes,.knows{width:100%;margin:0 0 6px;padding:6px 10px;border-radius:12px;background:#1e2440;text-align:left;font-size:calc(var(--k)*15px);line-height:1.4}
.knows h3{margin:0 0 2px;font-size:calc(var(--k)*15px);color:#c9cfe6}
.knows ul{margin:0;padding:0;list-style:none}
.knows p{margin:2px 0 0}
.knows li{font-size:calc(var(--k)*17px);font-weight:700;overflow-wrap:anywhere}
.learned{width:100%;margin:0 0 6px;padding:6px 10px;border-radius:12px;background:#1e2440;text-align:left;font-size:calc(var(--k)*15px);line-height:1.35}
.learned h3{margin:0 0 2px;font-size:calc(var(--k)*15px);color:#c9cfe6}
.learned ol{margin:0;padding:0;list-style:none}
.learned li{margin:3px 0 0;overflow-wrap:anywhere}
.learned b{display:inline-block;margin-right:.4em;padding:0 .45em;border-radius:6px;background:#33406f;color:#dfe4ff;font-size:.9em;font-weight:700}
.learned p{margin:3px 0 0;color:#a3abc6}
.actions{display:flex;flex-wrap:wrap;align-items:center;gap:8px 12px;margin:12px 0 4px}
button{flex:none;min-height:48px;padding:0 20px;border:0;border-radius:14px;background:#33406f;color:#fff;font:inherit;font-size:17px;font-weight:700;cursor:pointer}
button:active{background:#44538c}
.status{color:#c9cfe6;font-size:15px}
.langs{display:flex;flex-wrap:wrap;justify-content:center;gap:0 6px;margin:8px 0 0}
.langs a,.langs b{display:inline-block;min-width:44px;padding:10px;font-size:16px;text-align:center}
.langs a{color:#a9b8ff}
.langs b{color:#ece8df}
.private{margin:4px 0 0;text-align:center;color:#8c93ad;font-size:14px}
.final{margin:0 0 12px;padding:8px 12px;border-radius:14px;background:#1e2440;font-size:15px;line-height:1.4}
.final h2{margin:4px 0 6px;font-size:18px;color:#f3e3b0}
.final h3{margin:8px 0 2px;font-size:15px;color:#c9cfe6}
.final ul{margin:0;padding:0;list-style:none}
.final li{margin:3px 0 0;overflow-wrap:anywhere}
.final .cast li{padding:3px 0;border-top:1px solid #2c3454}
.final .legend{margin:6px 0 0;color:#a3abc6;font-size:14px}
bdi{unicode-bidi:isolate}
"""

_SCRIPT = """(function(){var d=document,HOLD=120,SLOP=10,timer=0,x0=0,y0=0;
function card(){return d.getElementById('card');}
function inCard(e){return e.target&&e.target.closest?e.target.closest('#card'):null;}
function shrink(f,low){var k=1;f.style.setProperty('--k','1');
while(k>low&&f.scrollHeight>f.clientHeight+1){k-=0.05;f.style.setProperty('--k',k.toFixed(2));}return f.scrollHeight<=f.clientHeight+1;}
function fit(c){var f=c.querySelector('.face');if(!f)return;f.classList.remove('tight');
if(!shrink(f,0.75)){f.classList.add('tight');shrink(f,0.5);}}
function reveal(){var c=card();if(!c)return;c.classList.add('on');fit(c);}
function wait(){if(timer){clearTimeout(timer);timer=0;}}
function hide(){wait();var c=card();if(c&&!c.classList.contains('peek'))c.classList.remove('on');}
function down(e){var c=inCard(e);if(!c||(e.button!==undefined&&e.button>0))return;var p=e.touches?e.touches[0]:e;
x0=p.clientX;y0=p.clientY;wait();timer=setTimeout(function(){timer=0;reveal();},HOLD);}
function move(e){if(!timer)return;var p=e.touches?e.touches[0]:e;
if(Math.abs(p.clientX-x0)>SLOP||Math.abs(p.clientY-y0)>SLOP)wait();}
function cancel(e){var c=card();if(e.pointerType==='touch'&&c&&c.classList.contains('on')&&'ontouchend' in window)return;hide();}
if(window.PointerEvent){d.addEventListener('pointerdown',down);d.addEventListener('pointermove',move);d.addEventListener('pointerup',hide);d.addEventListener('pointercancel',cancel);}
else{d.addEventListener('touchstart',down);d.addEventListener('touchmove',move);d.addEventListener('mousedown',down);d.addEventListener('mousemove',move);d.addEventListener('mouseup',hide);}
d.addEventListener('touchend',hide);d.addEventListener('touchcancel',hide);
d.addEventListener('contextmenu',function(e){if(inCard(e))e.preventDefault();});
d.addEventListener('keydown',function(e){var c=card();if(c&&d.activeElement===c&&(e.key===' '||e.key==='Enter')){e.preventDefault();reveal();}});
d.addEventListener('keyup',hide);window.addEventListener('blur',hide);d.addEventListener('visibilitychange',hide);
window.addEventListener('resize',function(){var c=card();if(c&&c.classList.contains('on'))fit(c);});
function say(k){var a=d.getElementById('app'),s=d.getElementById('status');if(a&&s)s.textContent=a.getAttribute(k)||'';}
function again(){var a=d.getElementById('app');if(!window.fetch||!window.DOMParser){location.reload();return;}
say('data-wait');
function busy(r){if(r.status!==429&&r.status!==503)return false;say('data-busy');
var s=parseInt(r.headers.get('Retry-After'),10);setTimeout(again,1000*Math.min(Math.max(s||2,1),60));return true;}
fetch(a.getAttribute('data-view'),{cache:'no-store',credentials:'same-origin'}).then(function(r){
if(r.status===404)return say('data-gone');if(busy(r))return;if(!r.ok)return say('data-offline');
var fp=(r.headers.get('ETag')||'').replace(/"/g,'');
if(fp&&fp===a.getAttribute('data-fp'))return say('data-same');
return fetch(location.href,{cache:'no-store',credentials:'same-origin'}).then(function(p){
if(p.status===404)return say('data-gone');if(busy(p))return;if(!p.ok)return say('data-offline');
return p.text().then(function(h){var f=new DOMParser().parseFromString(h,'text/html').getElementById('app');
if(!f)return say('data-offline');var cur=d.getElementById('app');cur.parentNode.replaceChild(d.importNode(f,true),cur);say('data-new');});});
}).catch(function(){say('data-offline');});}
d.addEventListener('click',function(e){if(e.target&&e.target.closest&&e.target.closest('#again'))again();});
var pk=card();if(pk&&pk.classList.contains('peek'))fit(pk);
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


_NAME = "\x00"          # where a player's name goes in a label, until it is put in <bdi>


def _with_name(label: str, name: str) -> str:
    """`label` (plain text holding _NAME) as HTML, the name isolated in <bdi>."""
    return escape(label).replace(_NAME, f"<bdi>{escape(name)}</bdi>" if name else "")


def _who(member: dict, lang: str) -> str:
    """"5号 <bdi>Alice</bdi>": a seat and its player's name, as HTML."""
    return _with_name(seat_label(member["seat"], _NAME if member["name"] else "", lang), member["name"])


def _knows_html(knows: dict, lang: str) -> str:
    out = []
    if "pack" in knows:
        members = knows["pack"]
        if members:
            items = "".join(f"<li>{_who(m, lang)}</li>" for m in members)
            out.append(f'<div class="knows"><h3>{escape(tr("deal.knows.pack", lang))}</h3><ul>{items}</ul></div>')
        else:
            out.append(f'<div class="knows"><h3>{escape(tr("deal.knows.pack_alone", lang))}</h3></div>')
    for entry in knows.get("groups", []):         # the enchanted, the Ice Royals: they see each other
        if entry["members"]:
            group = tr(f"group.{entry['group']}", lang)
            items = "".join(f"<li>{_who(m, lang)}</li>" for m in entry["members"])
            out.append(f'<div class="knows"><h3>{escape(tr("deal.knows.group", lang, group=group))}</h3>'
                       f'<ul>{items}</ul></div>')
    if "lover" in knows:
        lover = knows["lover"]
        out.append(f'<div class="knows"><h3>{escape(tr("deal.knows.lover", lang))}</h3>'
                   f'<ul><li>{_who(lover, lang)}</li></ul></div>')
    if knows.get("lovers"):
        items = "".join(f"<li>{_who(m, lang)}</li>" for m in knows["lovers"])
        out.append(f'<div class="knows"><h3>{escape(tr("deal.knows.lovers", lang))}</h3><ul>{items}</ul></div>')
    if "thief" in knows:
        thief = knows["thief"]
        took = role_name(thief["took"], lang)
        cards = joined([role_name(r, lang) for r in thief["from"]], lang)
        out.append(f'<div class="knows"><h3>{escape(tr("deal.knows.thief", lang))}</h3>'
                   f'<ul><li>{escape(tr("deal.knows.thief_took", lang, took=took))}</li></ul>'
                   + (f'<p>{escape(tr("deal.knows.thief_cards", lang, cards=cards))}</p>' if cards else "")
                   + '</div>')
    if knows.get("offices"):                      # 004 §6: held besides the role
        names = joined([role_name(o, lang) for o in knows["offices"]], lang)
        out.append(f'<div class="knows"><h3>{escape(tr("deal.knows.offices", lang, offices=names))}</h3></div>')
    if "dead_roles" in knows:                     # the Reporter (004:850): what the dead were dealt
        items = "".join(f'<li>{_who(d, lang)} · {escape(role_name(d["role"], lang))}</li>' for d in knows["dead_roles"])
        out.append(f'<div class="knows"><h3>{escape(tr("deal.knows.dead_roles", lang))}</h3>'
                   + (f"<ul>{items}</ul>" if items else f'<p>{escape(tr("deal.knows.no_dead", lang))}</p>') + '</div>')
    return "".join(out)


def _learned_html(view: dict, lang: str) -> str:
    """"What you learned": each due private notice with when it was given, oldest first; the
    player's own choices told back (the Huntress's target) apart, under "Your choices"."""
    items: dict[bool, list[str]] = {False: [], True: []}
    for notice in view["learned"]:
        sentence = learned_text(notice["key"], notice["params"], lang, view.get("ruleset"))
        if sentence:
            items[bool(notice.get("own"))].append(f'<li><b>{escape(learned_when(notice["night"], notice["day"], lang))}</b>'
                                                  f'{escape(sentence)}</li>')
    earlier = view["learned_earlier"]
    more = f'<p>{escape(tr("deal.learned.earlier", lang, n=earlier))}</p>' if earlier else ""
    return "".join(f'<div class="learned"><h3>{escape(tr(title, lang))}</h3>{more if not own else ""}'
                   f'<ol>{"".join(items[own])}</ol></div>'
                   for own, title in ((False, "deal.learned.title"), (True, "deal.chosen.title")) if items[own])


def _final_html(view: dict, lang: str) -> str:
    """After the end: the player's own story (what it did, what was done to it), then the cast."""
    story = view.get("story") or {}
    told = story.get(lang) or story.get("en")
    if not told:
        return ""
    own = "".join(f'<h3>{escape(title)}</h3><ul>{"".join(f"<li>{escape(x)}</li>" for x in lines)}</ul>'
                  for title, lines in told["own"]) or f'<p>{escape(tr("story.phone.nothing", lang))}</p>'
    cast = "".join(f"<li>{escape(x)}</li>" for x in told["cast"])
    return (f'<section class="final"><h2>{escape(tr("story.phone.own", lang))}</h2>{own}</section>'
            f'<section class="final"><h2>{escape(tr("story.phone.cast", lang))}</h2><ul class="cast">{cast}</ul>'
            + (f'<p class="legend">{escape(told["legend"])}</p>' if told.get("legend") else "") + '</section>')


def render_page(view: dict, lang: str, view_path: str, *, peek: bool = False) -> tuple[bytes, str]:
    """The phone page for `view` (bytes, Content-Security-Policy). Twenty phones ask for the same few
    pages again and again during a deal, so finished pages are kept, keyed by the view's digest."""
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
    seat = seat_label(view["seat"], "", lang)
    heading = _with_name(tr("deal.page.seat_named", lang, seat=seat, name=_NAME), view["name"]) \
        if view["name"] else escape(seat)
    notes = []
    winner = view.get("winner")
    if winner:
        key = "deal.page.won" if winner["won"] else "deal.page.lost"
        notes.append(f'<p class="note">{t(key, team=team_label(winner["team"], lang))}</p>')
    elif view["game_over"]:
        notes.append(f'<p class="note">{t("deal.page.game_over")}</p>')
    if not view["alive"] and not view["game_over"]:       # "stay silent": not once the game is over
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
            f'{_knows_html(view["knows"], lang)}{_learned_html(view, lang)}</div></section>'
        )
    else:
        card = f'<p class="note">{t("deal.page.no_role")}</p>'

    links = []
    for code in LANGUAGES:
        label = escape(tr(LANGUAGE_NAMES[code], lang))
        links.append(f"<b>{label}</b>" if code == lang else f'<a href="?lang={code}" hreflang="{code}">{label}</a>')

    messages = "".join(f' data-{k}="{t("deal.page." + k)}"' for k in ("wait", "same", "new", "gone", "offline", "busy"))
    body = (
        f'<main id="app" data-view="{escape(view_path)}" data-fp="{fingerprint(view)}"{messages}>'
        f'<p class="game">{t("deal.page.game")}</p><h1 class="seat">{heading}</h1>'
        f'{"".join(notes)}{_final_html(view, lang)}{card}'
        f'<div class="actions"><button id="again" type="button">{t("deal.page.again")}</button>'
        f'<span id="status" class="status" role="status" aria-live="polite"></span></div>'
        f'<nav class="langs">{"".join(links)}</nav>'
        f'<p class="private">{t("deal.page.private")}</p></main>'
    )
    html = (
        f'<!doctype html><html lang="{LANGUAGE_TAGS[lang]}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">'
        '<meta name="color-scheme" content="dark"><meta name="theme-color" content="#0c0f1d">'
        '<meta name="robots" content="noindex,nofollow"><meta name="referrer" content="no-referrer">'
        '<meta name="format-detection" content="telephone=no">'
        f'<title>{t("deal.page.title")}</title><style>{style}</style></head>'
        f'<body>{body}<script>{_SCRIPT}</script></body></html>'
    )
    return pad(html.encode("utf-8"), PAGE_BYTES), csp(style)


def pad(data: bytes, size: int) -> bytes:
    """`data` with trailing spaces up to `size` bytes (or the next multiple of PAD_STEP), so that
    the length of what goes over the Wi-Fi says nothing about the role. Spaces after the end of an
    HTML document or a JSON value change nothing."""
    target = size if len(data) <= size else -(-len(data) // PAD_STEP) * PAD_STEP
    return data + b" " * (target - len(data))


_BUSY_CSS = ("body{margin:0;padding:24px 18px;background:#0c0f1d;color:#ece8df;"
             "font:18px/1.5 system-ui,-apple-system,\"Segoe UI\",Roboto,\"PingFang SC\",\"Noto Sans CJK SC\","
             "\"Microsoft YaHei\",sans-serif}p{max-width:30em;margin:0 auto 14px}")


@lru_cache(maxsize=1)
def render_busy() -> tuple[bytes, str]:
    """The page a phone gets when the laptop is at its connection limit (503): it says so in every
    language, without blaming the Wi-Fi, and reloads itself after a moment."""
    lines = "".join(f'<p lang="{LANGUAGE_TAGS[lang]}">{escape(tr("deal.page.busy_page", lang))}</p>' for lang in LANGUAGES)
    html = ('<!doctype html><html><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width,initial-scale=1">'
            '<meta http-equiv="refresh" content="2"><meta name="robots" content="noindex,nofollow">'
            f'<title>…</title><style>{_BUSY_CSS}</style></head><body>{lines}</body></html>')
    policy = (f"default-src 'none'; style-src {_hash(_BUSY_CSS)}; base-uri 'none'; form-action 'none'; "
              "frame-ancestors 'none'")
    return html.encode("utf-8"), policy
