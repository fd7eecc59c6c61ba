# Regenerate with: python3 mfe-public/src/assets/generate-illustrations.py
# Generates the public site's flat SVG illustrations (run once; the SVGs are committed).
import math, random, os
OUT = os.path.dirname(os.path.abspath(__file__))
os.makedirs(OUT, exist_ok=True)
random.seed(7)

def svg(w, h, body, title):
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" height="{h}" role="img">'
            f'<title>{title}</title>{body}</svg>\n')

def write(name, content):
    open(os.path.join(OUT, name), 'w').write(content)

def plate(cx, cy, r, rim='#e7e5e4', face='#ffffff'):
    return (f'<ellipse cx="{cx+r*0.06:.1f}" cy="{cy+r*0.1:.1f}" rx="{r:.1f}" ry="{r:.1f}" fill="#000" opacity=".10"/>'
            f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{face}" stroke="{rim}" stroke-width="{r*0.05:.1f}"/>'
            f'<circle cx="{cx}" cy="{cy}" r="{r*0.78:.1f}" fill="none" stroke="#f5f5f4" stroke-width="{r*0.03:.1f}"/>')

def bowl(cx, cy, r, color='#fff', rim='#e7e5e4', inner='#f5f5f4'):
    return (f'<ellipse cx="{cx+r*0.06:.1f}" cy="{cy+r*0.1:.1f}" rx="{r:.1f}" ry="{r:.1f}" fill="#000" opacity=".10"/>'
            f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{color}" stroke="{rim}" stroke-width="{r*0.05:.1f}"/>'
            f'<circle cx="{cx}" cy="{cy}" r="{r*0.86:.1f}" fill="{inner}"/>')

def leaf(x, y, s, ang, c='#22c55e', vein='#15803d'):
    return (f'<g transform="translate({x:.1f} {y:.1f}) rotate({ang:.0f}) scale({s:.2f})">'
            f'<path d="M0 0C8-14 30-14 40 0C30 14 8 14 0 0Z" fill="{c}"/>'
            f'<path d="M2 0H36" stroke="{vein}" stroke-width="1.6" stroke-linecap="round"/></g>')

def rice(cx, cy, rx, ry, n=40):
    out = f'<ellipse cx="{cx}" cy="{cy}" rx="{rx}" ry="{ry}" fill="#fffbeb"/>'
    for _ in range(n):
        a = random.random()*math.tau; d = math.sqrt(random.random())
        x = cx + math.cos(a)*rx*0.85*d; y = cy + math.sin(a)*ry*0.85*d
        out += f'<ellipse cx="{x:.1f}" cy="{y:.1f}" rx="4" ry="1.8" fill="#fde68a" opacity=".7" transform="rotate({random.randint(0,180)} {x:.1f} {y:.1f})"/>'
    return out

def chicken(cx, cy, s, ang=0):
    return (f'<g transform="translate({cx} {cy}) rotate({ang}) scale({s})">'
            '<path d="M-60 -18C-50 -44 10 -50 50 -30C72 -18 70 18 44 30C6 46 -52 40 -62 14C-66 2 -64 -8 -60 -18Z" fill="#c2671f"/>'
            '<path d="M-54 -14C-44 -36 6 -40 42 -24C60 -14 58 14 38 24C4 38 -46 32 -56 10Z" fill="#d97f2e"/>'
            '<path d="M-40 -22L-10 26M-16 -30L14 22M10 -30L36 14" stroke="#7c2d12" stroke-width="6" stroke-linecap="round" opacity=".8"/>'
            '</g>')

def egg_half(cx, cy, s, ang=0):
    return (f'<g transform="translate({cx} {cy}) rotate({ang}) scale({s})">'
            '<ellipse cx="0" cy="0" rx="30" ry="22" fill="#fffdf7" stroke="#f1ead8" stroke-width="2"/>'
            '<circle cx="2" cy="1" r="12" fill="#f59e0b"/><circle cx="-1" cy="-2" r="4" fill="#fcd34d"/></g>')

def chickpea(x, y, r=7):
    return (f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r}" fill="#e4b363"/>'
            f'<path d="M{x-r*0.3:.1f} {y-r*0.6:.1f}q{r*0.3:.1f} {r*0.5:.1f} 0 {r*1.1:.1f}" stroke="#c48a3a" stroke-width="1.4" fill="none"/>')

def tomato(x, y, r=11):
    return (f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r}" fill="#ef4444"/><circle cx="{x:.1f}" cy="{y:.1f}" r="{r*0.62:.1f}" fill="#f87171"/>'
            f'<circle cx="{x-r*0.25:.1f}" cy="{y:.1f}" r="1.6" fill="#fde68a"/><circle cx="{x+r*0.25:.1f}" cy="{y+r*0.15:.1f}" r="1.6" fill="#fde68a"/>')

def cucumber(x, y, r=12):
    return (f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r}" fill="#4d7c0f"/><circle cx="{x:.1f}" cy="{y:.1f}" r="{r*0.82:.1f}" fill="#d9f99d"/>'
            f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r*0.3:.1f}" fill="#bef264"/>')

def cube(x, y, s, c='#fef3c7', edge='#fcd34d', ang=0):
    return (f'<rect x="{x-s/2:.1f}" y="{y-s/2:.1f}" width="{s}" height="{s}" rx="{s*0.18:.1f}" fill="{c}" stroke="{edge}" stroke-width="1.5" '
            f'transform="rotate({ang} {x:.1f} {y:.1f})"/>')

def backdrop(w, h, c1, c2, dots='#ffffff'):
    out = (f'<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="{c1}"/>'
           f'<stop offset="1" stop-color="{c2}"/></linearGradient></defs><rect width="{w}" height="{h}" fill="url(#bg)"/>')
    for _ in range(18):
        out += f'<circle cx="{random.randint(0,w)}" cy="{random.randint(0,h)}" r="{random.randint(3,9)}" fill="{dots}" opacity=".35"/>'
    return out

# ---- Meals (600x450) ----
W, H = 600, 450
b = backdrop(W, H, '#fff7ed', '#fde68a')
b += plate(300, 228, 175)
b += rice(240, 250, 80, 62)
b += chicken(340, 190, 1.25, -12)
b += ''.join(leaf(220 + i*26, 150 - (i % 2)*12, 0.8, -30 + i*25) for i in range(4))
b += ''.join(f'<rect x="{330+i*24}" y="{282+(i%2)*8}" width="18" height="34" rx="6" fill="#f97316" transform="rotate({20+i*8} {339+i*24} {299})"/>' for i in range(4))
b += '<circle cx="420" cy="150" r="16" fill="#fde047"/><path d="M404 150h32" stroke="#eab308" stroke-width="3"/>'
write('meal-rustic-chicken.svg', svg(W, H, b, 'Rustic chicken plate with herbed rice, roasted carrots and greens'))

b = backdrop(W, H, '#ecfccb', '#bbf7d0')
b += plate(300, 228, 180)
b += bowl(250, 200, 82, '#fff', '#d6d3d1', '#3f6212')
b += '<circle cx="250" cy="200" r="62" fill="#4d7c0f"/><circle cx="236" cy="186" r="30" fill="#65a30d" opacity=".6"/>'
b += ''.join(cube(220 + dx, 185 + dy, 22, '#fffbeb', '#fde68a', a) for dx, dy, a in [(0,0,10),(38,-8,-12),(18,30,24),(50,28,4)])
b += '<path d="M206 232c20 10 60 10 84-6" stroke="#fef3c7" stroke-width="5" fill="none" stroke-linecap="round"/>'
b += rice(380, 250, 64, 52, 30)
b += ''.join(f'<circle cx="{355+dx}" cy="{330+dy}" r="26" fill="#f3d9a4" stroke="#d6a35c" stroke-width="3"/>' for dx, dy in [(0,0),(40,-14)])
b += leaf(392, 160, 0.9, -40) + leaf(420, 176, 0.7, 10)
write('meal-spinach-set.svg', svg(W, H, b, 'Spinach set: palak with paneer, jeera rice and rotis'))

b = backdrop(W, H, '#f0fdf4', '#d9f99d')
b += '<rect x="96" y="86" width="408" height="286" rx="40" fill="#000" opacity=".10" transform="translate(8 10)"/>'
b += '<rect x="96" y="86" width="408" height="286" rx="40" fill="#c68a45"/>'
b += '<rect x="114" y="104" width="372" height="250" rx="30" fill="#e8b877"/>'
b += '<path d="M130 140c40-26 110-30 170-18s140 4 170 -8v200c-40 18-120 16-180 8s-120-2-160 12Z" fill="#84cc16"/>'
b += '<path d="M140 170c40-18 100-20 160-10s120 0 150-10" stroke="#65a30d" stroke-width="6" fill="none" opacity=".6"/>'
b += egg_half(230, 220, 1.6, -10) + egg_half(380, 250, 1.6, 14)
b += ''.join(f'<circle cx="{x}" cy="{y}" r="3" fill="#991b1b"/>' for x, y in [(170,280),(300,300),(440,180),(320,170),(200,170),(430,300)])
b += leaf(300, 230, 0.7, -70, '#16a34a')
write('meal-egg-guacamole-toast.svg', svg(W, H, b, 'Egg and guacamole toast on sourdough'))

b = backdrop(W, H, '#e0f2fe', '#bae6fd')
b += bowl(300, 228, 190, '#ffffff', '#e7e5e4', '#f0fdf4')
b += ''.join(leaf(300 + math.cos(a)*118, 228 + math.sin(a)*118, 1.5, math.degrees(a) + 160, '#4ade80' if i % 2 else '#22c55e') for i, a in enumerate([k*math.tau/10 for k in range(10)]))
b += ''.join(chickpea(245 + math.cos(a)*62*d, 185 + math.sin(a)*48*d, 10) for a, d in [(random.random()*math.tau, math.sqrt(random.random())) for _ in range(22)])
b += ''.join(tomato(x, y, 18) for x, y in [(365, 170), (398, 208), (352, 222)])
b += ''.join(cucumber(x, y, 20) for x, y in [(228, 290), (268, 310), (308, 296)])
b += ''.join(cube(x, y, 28, '#ffffff', '#e5e7eb', a) for x, y, a in [(372, 284, 15), (404, 300, -10), (350, 312, 25)])
b += ''.join(f'<ellipse cx="{x}" cy="{y}" rx="11" ry="8" fill="#3b0764"/>' for x, y in [(205, 232), (420, 252), (300, 140), (330, 262)])
write('meal-chickpea-bowl.svg', svg(W, H, b, 'Mediterranean chickpea salad bowl with tomato, cucumber and feta'))

# ---- Hero (640x560) ----
W, H = 640, 560
b = '<circle cx="330" cy="290" r="250" fill="#dcfce7"/><circle cx="330" cy="290" r="200" fill="#bbf7d0" opacity=".6"/>'
b += bowl(320, 300, 190, '#ffffff', '#e7e5e4', '#fefce8')
b += rice(250, 340, 105, 80, 70)
b += chicken(370, 245, 1.45, 18)
b += ''.join(leaf(180 + i*26, 225 + (i % 3)*14, 1.25, -60 + i*20, '#22c55e' if i % 2 else '#16a34a') for i in range(5))
b += ''.join(tomato(x, y, 19) for x, y in [(405, 360), (440, 325)])
b += ''.join(cucumber(x, y, 21) for x, y in [(335, 405), (378, 420)])
b += egg_half(455, 250, 1.35, 30)
b += ''.join(chickpea(x, y, 10) for x, y in [(225, 420), (250, 432), (205, 398), (275, 418), (238, 400)])
b += '<g transform="translate(470 70)"><rect width="150" height="66" rx="18" fill="#fff" stroke="#e2e8f0" stroke-width="2"/>'
b += '<circle cx="33" cy="33" r="18" fill="#fff7ed"/><path d="M33 20c3 8 9 11 9 18a9 9 0 0 1-18 0c0-5 3-7 3-11 2 1.5 3 3.5 3 5.5 1-4 3-8 3-12.5Z" fill="#f97316"/>'
b += '<text x="60" y="30" font-family="system-ui,Segoe UI,Roboto,Arial" font-size="14" font-weight="700" fill="#0f172a">Calorie</text>'
b += '<text x="60" y="48" font-family="system-ui,Segoe UI,Roboto,Arial" font-size="14" font-weight="700" fill="#0f172a">counted</text></g>'
b += '<g transform="translate(20 440)"><rect width="196" height="66" rx="18" fill="#fff" stroke="#e2e8f0" stroke-width="2"/>'
b += '<circle cx="33" cy="33" r="18" fill="#dcfce7"/><path d="M24 38c0-9 6-15 17-16-1 11-6 17-15 17" fill="#16a34a"/>'
b += '<text x="60" y="30" font-family="system-ui,Segoe UI,Roboto,Arial" font-size="14" font-weight="700" fill="#0f172a">No ultra-</text>'
b += '<text x="60" y="48" font-family="system-ui,Segoe UI,Roboto,Arial" font-size="14" font-weight="700" fill="#0f172a">processed food</text></g>'
write('hero-bowl.svg', svg(W, H, b, 'A fresh bowl of grilled chicken, rice, greens and vegetables'))

# ---- Plans (480x300) ----
W, H = 480, 300
def plan_img(name, c1, c2, inner, items, title):
    b = backdrop(W, H, c1, c2)
    b += bowl(240, 150, 118, '#ffffff', '#e7e5e4', inner)
    b += items
    write(name, svg(W, H, b, title))
plan_img('plan-veg.svg', '#ecfccb', '#bbf7d0', '#f7fee7',
         ''.join(leaf(240 + math.cos(a)*62, 150 + math.sin(a)*62, 0.9, math.degrees(a)+150) for a in [k*math.tau/7 for k in range(7)])
         + ''.join(cube(x, y, 24, '#fffbeb', '#fcd34d', r) for x, y, r in [(215, 140, 10), (250, 125, -8), (262, 162, 20), (228, 172, 0)])
         + tomato(290, 190, 12) + cucumber(190, 190, 13), 'Veg plan bowl with paneer and greens')
plan_img('plan-egg.svg', '#fef9c3', '#fde68a', '#fffbeb',
         egg_half(205, 135, 1.2, -10) + egg_half(275, 130, 1.2, 12) + egg_half(240, 185, 1.2, 0)
         + leaf(170, 185, 0.8, -20) + leaf(300, 185, 0.8, 200) + tomato(290, 95, 10), 'Egg plan bowl with boiled eggs and greens')
plan_img('plan-chicken.svg', '#ffedd5', '#fed7aa', '#fffbeb',
         rice(205, 165, 55, 42, 24) + chicken(262, 130, 0.85, 10) + leaf(205, 105, 0.8, -40) + leaf(230, 95, 0.7, 10)
         + cucumber(285, 192, 12) + tomato(312, 175, 10), 'Chicken plan bowl with grilled chicken and rice')

# ---- Add-ons (160x160) ----
W, H = 160, 160
write('addon-chicken.svg', svg(W, H, '<circle cx="80" cy="80" r="76" fill="#ffedd5"/>' + chicken(80, 82, 0.8, -15), 'Grilled chicken breast'))
write('addon-paneer.svg', svg(W, H, '<circle cx="80" cy="80" r="76" fill="#fef9c3"/>' + ''.join(cube(x, y, 34, '#fffbeb', '#f59e0b', r) for x, y, r in [(60, 64, 10), (100, 66, -12), (80, 102, 18)])
      + ''.join(f'<path d="M{x-10} {y}h20" stroke="#b45309" stroke-width="4" stroke-linecap="round" opacity=".6" transform="rotate({r} {x} {y})"/>' for x, y, r in [(60, 64, 10), (100, 66, -12), (80, 102, 18)]), 'Paneer tikka'))
write('addon-egg.svg', svg(W, H, '<circle cx="80" cy="80" r="76" fill="#fef3c7"/>' + egg_half(58, 70, 1.0, -15) + egg_half(104, 76, 1.0, 15) + egg_half(80, 108, 1.0, 0), 'Boiled eggs'))

# ---- Avatars (120x120) ----
def avatar(name, bg, skin, hair, shirt, style, title):
    b = f'<circle cx="60" cy="60" r="60" fill="{bg}"/>'
    b += f'<path d="M18 120c4-26 22-38 42-38s38 12 42 38Z" fill="{shirt}"/>'
    b += f'<rect x="51" y="66" width="18" height="20" rx="8" fill="{skin}"/>'
    if style == 'long':
        b += f'<path d="M30 62c-2-26 12-40 30-40s32 14 30 40c0 16-6 28-10 30H40c-4-2-10-14-10-30Z" fill="{hair}"/>'
    b += f'<ellipse cx="60" cy="54" rx="21" ry="24" fill="{skin}"/>'
    if style == 'long':
        b += f'<path d="M38 50c4-16 14-22 24-22 10 0 18 6 20 20-10-2-20-8-24-14-4 8-12 14-20 16Z" fill="{hair}"/>'
    elif style == 'short':
        b += f'<path d="M38 50c-2-18 10-28 22-28 14 0 24 10 22 28-4-8-10-12-22-12s-18 4-22 12Z" fill="{hair}"/>'
    elif style == 'bun':
        b += f'<circle cx="60" cy="22" r="11" fill="{hair}"/><path d="M38 52c0-18 10-26 22-26s22 8 22 26c-6-10-14-14-22-14s-16 4-22 14Z" fill="{hair}"/>'
    b += '<circle cx="52" cy="56" r="2.4" fill="#1f2937"/><circle cx="68" cy="56" r="2.4" fill="#1f2937"/>'
    b += '<path d="M53 66c4 4 10 4 14 0" stroke="#9a3412" stroke-width="2.4" fill="none" stroke-linecap="round"/>'
    write(name, svg(120, 120, b, title))
avatar('avatar-ananya.svg', '#dcfce7', '#e0a878', '#1f2937', '#16a34a', 'long', 'Ananya')
avatar('avatar-rohan.svg', '#ffedd5', '#c68642', '#111827', '#f97316', 'short', 'Rohan')
avatar('avatar-kavya.svg', '#e0f2fe', '#d49a6a', '#3b1d0e', '#0ea5e9', 'bun', 'Kavya')

# ---- About banner (1200x420) and what-we-do (560x420) ----
W, H = 1200, 420
b = backdrop(W, H, '#14532d', '#166534', '#4ade80')
for i, (x, y, r) in enumerate([(880, 210, 150), (1090, 120, 80), (700, 340, 70)]):
    b += bowl(x, y, r, '#ffffff', '#e7e5e4', ['#fefce8', '#f0fdf4', '#fff7ed'][i])
b += rice(850, 240, 70, 55, 30) + chicken(915, 180, 0.8, 15) + ''.join(leaf(840 + k*20, 165, 0.7, -40 + k*20) for k in range(3))
b += ''.join(leaf(1090 + math.cos(a)*40, 120 + math.sin(a)*40, 0.6, math.degrees(a)+150) for a in [k*math.tau/6 for k in range(6)]) + tomato(1090, 120, 12)
b += egg_half(690, 335, 0.9, -10) + egg_half(715, 350, 0.9, 20)
b += ''.join(leaf(100 + k*150, 390, 1.2, -90 + (k % 2)*30, '#22c55e', '#14532d') for k in range(4))
write('about-banner.svg', svg(W, H, b, 'Fresh bowls from the FreshMeals kitchen'))

W, H = 560, 420
b = backdrop(W, H, '#fff7ed', '#ffedd5', '#fdba74')
b += '<rect x="150" y="120" width="260" height="220" rx="24" fill="#15803d"/><rect x="150" y="120" width="260" height="60" rx="24" fill="#166534"/>'
b += '<path d="M220 120c0-40 120-40 120 0" stroke="#14532d" stroke-width="14" fill="none" stroke-linecap="round"/>'
b += '<circle cx="280" cy="250" r="48" fill="#dcfce7"/><path d="M258 262c0-24 16-38 42-40-2 26-16 40-38 40" fill="#16a34a"/>'
b += '<path d="M256 268c8-12 18-22 30-28" stroke="#14532d" stroke-width="4" stroke-linecap="round" fill="none"/>'
b += '<g transform="translate(380 250)"><circle r="52" fill="#fff" stroke="#e2e8f0" stroke-width="3"/><path d="M0-30V0l20 12" stroke="#f97316" stroke-width="7" fill="none" stroke-linecap="round"/></g>'
b += '<path d="M60 360h440" stroke="#fdba74" stroke-width="6" stroke-dasharray="4 18" stroke-linecap="round"/>'
write('what-we-do.svg', svg(W, H, b, 'A FreshMeals delivery bag, on time'))
print('ok')
