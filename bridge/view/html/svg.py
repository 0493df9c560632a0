"""Small inline SVG charts (no plotting library): an error histogram, bars, stacked bars."""
from __future__ import annotations

import math

from bridge.diff.compare import BUCKETS   # difftest's error buckets, in order

from .page import esc

_BUCKET_COLORS = ("#2da44e", "#8fd19e", "#c5e384", "#f6d55c", "#f0a04b", "#e8702a", "#cf222e", "#6f42c1")
PALETTE = ("#4c78a8", "#f58518", "#54a24b", "#e45756", "#72b7b2", "#eeca3b", "#b279a2", "#ff9da6", "#9d755d",
           "#bab0ac")


def histogram(counts: dict[str, int], title: str = "absolute error") -> str:
    """Bars per error bucket; heights on a log scale (counts span orders of magnitude)."""
    keys = [k for k in BUCKETS if k in counts] + [k for k in counts if k not in BUCKETS]
    if not keys:
        return ""
    w, h, left, bottom, bar, top_margin = 62, 120, 8, 20, 40, 32
    most = max(counts.values())
    scale = math.log10(most + 1) or 1.0
    width = left * 2 + w * len(BUCKETS)
    height = top_margin + h + bottom
    parts = [f'<svg class="hist" role="img" aria-label="{esc(title)} histogram" xmlns="http://www.w3.org/2000/svg" '
             f'width="{width}" height="{height}" viewBox="0 0 {width} {height}">',
             f'<text x="{left}" y="12" font-size="11" fill="#57606a">{esc(title)} (elements, log scale)</text>']
    for i, key in enumerate(BUCKETS):
        x = left + i * w
        n = counts.get(key, 0)
        bh = 0 if n == 0 else max(2.0, h * math.log10(n + 1) / scale)
        y = top_margin + h - bh
        color = _BUCKET_COLORS[min(i, len(_BUCKET_COLORS) - 1)]
        parts.append(f'<rect data-bucket="{esc(key)}" data-count="{n}" x="{x + (w - bar) / 2}" y="{y:.1f}" '
                     f'width="{bar}" height="{bh:.1f}" fill="{color}"><title>{esc(key)}: {n}</title></rect>')
        if n:
            parts.append(f'<text x="{x + w / 2}" y="{y - 3:.1f}" font-size="10" text-anchor="middle">{n}</text>')
        parts.append(f'<text x="{x + w / 2}" y="{top_margin + h + 14}" font-size="10" text-anchor="middle" '
                     f'fill="#57606a">{esc(key)}</text>')
    parts.append(f'<line x1="{left}" x2="{width - left}" y1="{top_margin + h}" y2="{top_margin + h}" '
                 f'stroke="#8c959f"/></svg>')
    return "".join(parts)


def hbars(items: list[tuple[str, float]], unit: str, fmt=lambda v: f"{v:.3g}") -> str:
    """One horizontal bar per (label, value)."""
    if not items:
        return ""
    row, label_w, bar_w = 20, 240, 420
    top = max(v for _, v in items) or 1.0
    height = row * len(items) + 8
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{label_w + bar_w + 90}" height="{height}">']
    for i, (label, v) in enumerate(items):
        y = 4 + i * row
        bw = bar_w * v / top
        parts.append(f'<text x="{label_w - 6}" y="{y + 13}" font-size="11" text-anchor="end">{esc(label[:38])}</text>'
                     f'<rect x="{label_w}" y="{y + 2}" width="{bw:.1f}" height="{row - 6}" fill="#4c78a8">'
                     f'<title>{esc(label)}: {fmt(v)} {esc(unit)}</title></rect>'
                     f'<text x="{label_w + bw + 4:.1f}" y="{y + 13}" font-size="11">{fmt(v)} {esc(unit)}</text>')
    parts.append("</svg>")
    return "".join(parts)


def stacked(items: list[tuple[str, dict[str, int]]]) -> str:
    """One horizontal bar per label, split by key (op counts by dialect per stage)."""
    if not items:
        return ""
    keys = sorted({k for _, d in items for k in d})
    color = {k: PALETTE[i % len(PALETTE)] for i, k in enumerate(keys)}
    row, label_w, bar_w = 20, 240, 420
    top = max(sum(d.values()) for _, d in items) or 1
    height = row * len(items) + 30
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{label_w + bar_w + 90}" height="{height}">']
    for i, (label, d) in enumerate(items):
        y, x = 4 + i * row, float(label_w)
        parts.append(f'<text x="{label_w - 6}" y="{y + 13}" font-size="11" text-anchor="end">{esc(label[:38])}</text>')
        for k in keys:
            n = d.get(k, 0)
            if n:
                bw = bar_w * n / top
                parts.append(f'<rect x="{x:.1f}" y="{y + 2}" width="{bw:.1f}" height="{row - 6}" fill="{color[k]}">'
                             f'<title>{esc(k)}: {n}</title></rect>')
                x += bw
        parts.append(f'<text x="{x + 4:.1f}" y="{y + 13}" font-size="11">{sum(d.values())}</text>')
    y = 4 + len(items) * row + 4
    x = label_w
    for k in keys:
        parts.append(f'<rect x="{x}" y="{y}" width="10" height="10" fill="{color[k]}"/>'
                     f'<text x="{x + 14}" y="{y + 9}" font-size="11">{esc(k)}</text>')
        x += 24 + 7 * len(k)
    parts.append("</svg>")
    return "".join(parts)
