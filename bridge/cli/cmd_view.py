"""`hlobridge view`: open a program in Model Explorer (localhost), with optional overlays."""
from __future__ import annotations

import argparse
import json
import os
import pathlib
import sys
import tempfile

from bridge.files import read_bytes, write_atomic

EXAMPLE = """examples:
  hlobridge view model.mlir                        # opens the browser on a local Model Explorer
  hlobridge view dump.hlo --profile                # + per-op numpy-reference time overlay
  hlobridge view model.mlir --errors loc.json      # + per-op error overlay ({"errors": {...}, "culprit": id})
  hlobridge view model.mlir --model-explorer-dir out/   # write graph + overlays, serve nothing
  model-explorer model.mlir --extensions=bridge.view    # Model Explorer's own command, our adapter
Model Explorer is the optional extra: pip install 'hlobridge[view]'."""


def add_parser(sub):
    p = sub.add_parser("view", help="open a program in Model Explorer", epilog=EXAMPLE,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("input", metavar="IN", help="any program hlobridge reads ('-' = stdin)")
    p.add_argument("--from", dest="from_", metavar="FORMAT", help="input format (default: detected)")
    p.add_argument("--node-data", action="append", default=[], metavar="FILE.json",
                   help="a Model Explorer node-data overlay to show (repeatable)")
    p.add_argument("--errors", metavar="FILE.json",
                   help='per-op errors: {"errors": {node id: error}, "culprit": node id}, or a difftest '
                        'report whose module has a "localization" entry')
    p.add_argument("--profile", action="store_true", help="overlay the numpy reference's time per op")
    p.add_argument("--inputs", metavar="X.npz", help="inputs for --profile (default: generated)")
    p.add_argument("--seed", type=int, default=0, help="seed of generated --profile inputs")
    p.add_argument("--dim", metavar="b=8,n=3",
                   help="--profile of a shape-polymorphic program: the sizes of its symbolic dimensions (jax's "
                        "names, argI.D, or positional: --dim 8,3); the program is drawn at these sizes")
    p.add_argument("--model-explorer-dir", metavar="DIR", help="write the graph and overlays to DIR and exit")
    p.add_argument("--port", type=int, default=None, help="port on localhost (default: a free one)")
    p.add_argument("--no-browser", action="store_true", help="do not open a browser tab")
    return p


def _json(flag: str, path: str):
    from bridge.errors import HloBridgeError
    try:
        return json.loads(read_bytes(path))
    except ValueError as e:
        raise HloBridgeError(f"{flag} {path}: not JSON ({e})") from None


def _errors(path: str) -> tuple[dict, dict | None]:
    """(the localization {"errors", "culprit"}, the difftest report it came from or None)."""
    from bridge.errors import HloBridgeError
    data = report = _json("--errors", path)
    module = None
    if isinstance(data, dict) and "modules" in data:   # a difftest report: its first localization
        module = next((m for m in data["modules"] if isinstance(m, dict) and m.get("localization")), None)
        data = module and module["localization"]
    if not isinstance(data, dict) or not isinstance(data.get("errors"), dict):
        raise HloBridgeError(f'--errors {path}: expected {{"errors": {{node id: error}}, "culprit": node id}}')
    return data, (module, report) if module else None


def _check_node_data(path: str) -> None:
    """A Model Explorer node-data file ({graph id: {"results": {node id: {"value": ...}}}}, or
    one graph's {"results": ...}), checked here: Model Explorer would only fail in the page."""
    from bridge.errors import HloBridgeError
    data = _json("--node-data", path)
    graphs = [data] if isinstance(data, dict) and "results" in data else \
        list(data.values()) if isinstance(data, dict) and data else None
    for g in graphs or [None]:
        results = g.get("results") if isinstance(g, dict) else None
        if not isinstance(results, dict) or not all(
                isinstance(r, dict) and isinstance(r.get("value"), (int, float)) for r in results.values()):
            raise HloBridgeError(f'--node-data {path}: expected Model Explorer node data, {{graph id: '
                                 f'{{"results": {{node id: {{"value": number}}}}}}}}')


def run(args) -> int:
    from bridge.view import overlays, server
    from bridge.view.graph import graph_collection, load_module
    for path in args.node_data:
        _check_node_data(path)
    data = read_bytes(args.input)
    name = "stdin" if args.input == "-" else os.path.basename(args.input)
    if args.model_explorer_dir is None:
        server.model_explorer()   # fail before the work when Model Explorer is missing
    module = load_module(data, from_=args.from_)
    inputs = None
    if args.profile:
        from bridge.diff.inputs import load_npz
        from passes.foreign import normalize
        normalize(module)   # (torch-mlir's weight blobs, arith.constant: drawn as the reference runs them)
        inputs = load_npz(args.inputs) if args.inputs else None
        if args.dim or inputs is not None:   # symbolic sizes made static, so the overlay's ids are the drawn ops'
            from bridge.diff.prepare import make_static

            from .cmd_difftest import parse_dims
            module = make_static(module, parse_dims(args.dim), inputs)
    elif args.dim:
        from bridge.errors import HloBridgeError
        raise HloBridgeError("--dim is for --profile (the program is drawn as it is)")
    collection, builder = graph_collection(module, label=name)
    graphs = collection["graphs"]
    extra = {}
    if args.errors:
        loc, source = _errors(args.errors)
        if source:   # a difftest report: its ids name ops of the module difftest ran
            from bridge.view.difftest_views import localization_overlay
            program = data if args.input == "-" else pathlib.Path(args.input)
            extra["errors"] = localization_overlay(graphs, builder, program, *source)
        else:
            extra["errors"] = overlays.error_overlay(graphs, builder.info, loc["errors"], loc.get("culprit"))
    if args.profile:
        from bridge.view.profile import reference_times
        extra["reference_time"] = overlays.time_overlay(graphs, builder.info,
                                                       reference_times(module, builder.node_of, inputs, args.seed))
    out = args.model_explorer_dir or tempfile.mkdtemp(prefix="hlobridge-view-")
    os.makedirs(out, exist_ok=True)
    node_data = list(map(os.path.abspath, args.node_data))
    for key, overlay in extra.items():
        path = os.path.join(out, f"{name}.{key}.json")
        write_atomic(path, overlays.dumps(overlay).encode())
        node_data.append(os.path.abspath(path))
    ops = len(builder.info)
    if args.model_explorer_dir or ops > server.ADAPTER_LIMIT or args.input == "-":
        graph_path = os.path.join(out, f"{name}.graph.json")
        write_atomic(graph_path, overlays.dumps(collection).encode())
        model = server.Model(os.path.abspath(graph_path), adapter=False, node_data=tuple(node_data), label=name)
    else:
        model = server.Model(os.path.abspath(args.input), node_data=tuple(node_data))
    if args.model_explorer_dir:
        print(f"wrote {model.path}" + "".join(f"\nwrote {p}" for p in node_data if p.startswith(os.path.abspath(out))))
        return 0
    sys.stdout.flush()
    server.serve([model], port=args.port, open_browser=not args.no_browser)
    return 0
