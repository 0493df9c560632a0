"""A convolution's window and dimension labels in XLA's HLO text (`size=3x3 pad=1_1x1_1`,
`b01f_01io->b01f`): the form a custom call keeps them in (XlaBuilder's CustomCall takes a
Window and ConvolutionDimensionNumbers; cuDNN convolutions in XLA:GPU's optimized HLO are
such calls). StableHLO's custom_call has no place for them, so they travel as these texts:
readable to whoever knows HLO, and kept by portable artifacts (StableHLO's own
convolution attributes are not, as discardable attributes)."""
from __future__ import annotations

import re

from .ops_conv import ConvolutionDimensionNumbers

_FIELDS = ("size", "stride", "pad", "lhs_dilate", "rhs_dilate", "rhs_reversal")
_DEFAULT = {"stride": 1, "pad": (0, 0), "lhs_dilate": 1, "rhs_dilate": 1, "rhs_reversal": 0}
_INT = re.compile(r"-?\d+$")


def window_fields(value) -> dict[str, tuple]:
    """A window as {field: one entry per dimension} with every field present, from HLO text
    (braces optional) or a dict of some fields (size required); ValueError says what is wrong."""
    if isinstance(value, str):
        text = value.strip()
        text = text[1:-1].strip() if text.startswith("{") and text.endswith("}") else text
        given = {}
        for part in text.split():
            key, eq, val = part.partition("=")
            if not eq or key not in _FIELDS:
                raise ValueError(f"{part!r} is not a window field ({', '.join(f + '=' for f in _FIELDS)})")
            if key in given:
                raise ValueError(f"window field {key} given twice")
            items = val.split("x")
            if key == "pad":
                pairs = [p.split("_") for p in items]
                if not all(len(p) == 2 and all(_INT.match(v) for v in p) for p in pairs):
                    raise ValueError(f"pad={val}: expected low_high per dimension, e.g. pad=1_1x0_2")
                given[key] = tuple((int(lo), int(hi)) for lo, hi in pairs)
            elif all(_INT.match(v) for v in items):
                given[key] = tuple(int(v) for v in items)
            else:
                raise ValueError(f"{key}={val}: expected sizes like 3x3")
    elif isinstance(value, dict):
        unknown = set(value) - set(_FIELDS)
        if unknown:
            raise ValueError(f"unknown window fields {sorted(unknown)} (known: {', '.join(_FIELDS)})")
        given = {k: tuple(tuple(int(x) for x in p) if k == "pad" else int(p) for p in v) for k, v in value.items()}
    else:
        raise ValueError(f"expected HLO window text like 'size=3x3 pad=1_1x1_1' or a dict, got {value!r}")
    out = filled_window(given)
    if any(s < 0 for s in out["size"]) or any(v < 1 for k in ("stride", "lhs_dilate", "rhs_dilate") for v in out[k]):
        raise ValueError("window sizes must be >= 0 and strides and dilations >= 1")
    return out


def filled_window(given: dict) -> dict[str, tuple]:
    """Every field of a window, those not given at their defaults (one entry per dimension of
    size); ValueError when size is missing or a field has another number of entries."""
    if "size" not in given:
        raise ValueError("a window needs size=...")
    rank = len(given["size"])
    out = {}
    for key in _FIELDS:
        out[key] = given.get(key, (_DEFAULT.get(key),) * rank)
        if len(out[key]) != rank:
            raise ValueError(f"window {key} has {len(out[key])} entries for {rank} dimensions")
    return out


def window_text(value) -> str:
    """The canonical HLO text of a window (XLA's printer: size first, default fields left out)."""
    w = window_fields(value)
    parts = ["size=" + "x".join(map(str, w["size"]))]
    for key in _FIELDS[1:]:
        if w[key] != (_DEFAULT[key],) * len(w["size"]):
            parts.append(f"{key}=" + "x".join(f"{lo}_{hi}" for lo, hi in w[key]) if key == "pad"
                         else f"{key}=" + "x".join(map(str, w[key])))
    return " ".join(parts)


def dim_labels(dn: ConvolutionDimensionNumbers) -> str:
    """XLA's dim_labels text of dimension numbers (b01f_01io->b01f)."""
    def labels(batch, feature, spatial, names):
        out = [""] * (2 + len(spatial))
        out[batch], out[feature] = names
        for k, d in enumerate(spatial):
            out[d] = str(k)
        return "".join(out)
    return (labels(dn.input_batch_dimension, dn.input_feature_dimension, dn.input_spatial_dimensions, "bf") + "_"
            + labels(dn.kernel_input_feature_dimension, dn.kernel_output_feature_dimension,
                     dn.kernel_spatial_dimensions, "io") + "->"
            + labels(dn.output_batch_dimension, dn.output_feature_dimension, dn.output_spatial_dimensions, "bf"))


def split_dim_labels(text: str, unlabeled: bool = False) -> tuple[str, str, str]:
    """(lhs, rhs, out) labels of dim_labels text, each checked to hold its dimensions once;
    `unlabeled`: '?' may stand for a dimension (a custom call's). ValueError otherwise."""
    lhs, sep, rest = text.partition("_")
    rhs, arrow, out = rest.partition("->")
    if not sep or not arrow:
        raise ValueError(f"dim_labels {text}: expected lhs_rhs->out, like b01f_01io->b01f")
    spatial = "".join(str(k) for k in range(sum(c.isdigit() for c in lhs)))
    for labels, need in ((lhs, "bf"), (rhs, "io"), (out, "bf")):
        if sorted(c for c in labels if not (unlabeled and c == "?")) != sorted(need + spatial):
            raise ValueError(f"dim_labels {text}: {labels!r} must hold {need} and spatial 0..{len(spatial) - 1} "
                             f"once each" + (" ('?': a dimension left unlabeled)" if unlabeled else ""))
    return lhs, rhs, out


def call_dim_labels(value) -> str:
    """A custom call's dim_labels text, from dimension numbers or text; '?' marks a dimension
    the call leaves unlabeled (XLA's parser allows it there)."""
    if isinstance(value, ConvolutionDimensionNumbers):
        return dim_labels(value)
    split_dim_labels(str(value), unlabeled=True)
    return str(value)


def from_dim_labels(text: str) -> ConvolutionDimensionNumbers:
    """Dimension numbers of dim_labels text; ValueError when the labels are inconsistent."""
    if "?" in text:
        raise ValueError(f"dim_labels {text!r} leave dimensions unlabeled ('?'): not a convolution's")
    lhs, rhs, out = split_dim_labels(text)
    spatial = [str(k) for k in range(len(lhs) - 2)]
    return ConvolutionDimensionNumbers(
        lhs.index("b"), lhs.index("f"), tuple(lhs.index(s) for s in spatial),
        rhs.index("i"), rhs.index("o"), tuple(rhs.index(s) for s in spatial),
        out.index("b"), out.index("f"), tuple(out.index(s) for s in spatial))
