"""Start Model Explorer on localhost with hlobridge's adapter extension loaded.

Model Explorer is the optional `view` extra; without it the commands say what to install.
A program opens through the adapter (bridge/view/main.py). Model Explorer's adapter API
turns the returned graphs into JSON with `dataclasses.asdict`, about 100 us a node, so a
program over ADAPTER_LIMIT ops opens from a graph JSON file written by the same builder
instead (Model Explorer's own JSON loader; 100k ops load in seconds).
"""
from __future__ import annotations

import os
import socket
import sys
from dataclasses import dataclass

from bridge.errors import HloBridgeError

INSTALL_HINT = "pip install 'hlobridge[view]' (or: pip install ai-edge-model-explorer)"
EXTENSION = "bridge.view"   # Model Explorer imports bridge.view.main
ADAPTER_LIMIT = 20_000


def model_explorer():
    """The model_explorer module, or an HloBridgeError saying how to install it."""
    try:
        import model_explorer
    except ImportError:
        raise HloBridgeError(f"Model Explorer is not installed: {INSTALL_HINT}") from None
    return model_explorer


def free_port(host: str = "localhost") -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind((host, 0))
        return s.getsockname()[1]


@dataclass
class Model:
    path: str                 # a program file (opened by the adapter) or a graph JSON file
    adapter: bool = True      # False: a .json graph file for Model Explorer's JSON loader
    node_data: tuple = ()     # overlay JSON files for this model
    label: str = ""           # the collection label Model Explorer shows (default: the file name)

    @property
    def name(self) -> str:
        """What Model Explorer matches node data to: the collection's label."""
        return self.label or os.path.basename(self.path)


def configure(models: list[Model]):
    """A Model Explorer config showing `models` (each with its overlays)."""
    mx = model_explorer()
    from .main import ADAPTER_ID
    config = mx.config()
    for m in models:
        config.add_model_from_path(m.path, adapterId=ADAPTER_ID if m.adapter else "")
    for m in models:
        for nd in m.node_data:
            config.add_node_data_from_path(nd, model_name=m.name)
    return config


def url(config, host: str, port: int) -> str:
    return f"http://{host}:{port}/?data={config.to_url_param_value()}"


def serve(models: list[Model], host: str = "localhost", port: int | None = None, open_browser: bool = True) -> None:
    """Serve until Ctrl+C (Model Explorer's server prints the address to open)."""
    mx = model_explorer()
    if host not in ("localhost", "127.0.0.1", "::1"):
        raise HloBridgeError(f"Model Explorer is served on localhost only, not {host}")
    config = configure(models)
    port = port or free_port(host)
    if hasattr(sys.stdout, "reconfigure"):   # its address must reach a pipe (tee, a test) at once
        sys.stdout.reconfigure(line_buffering=True)
    mx.visualize_from_config(config, host=host, port=port, extensions=[EXTENSION],
                             no_open_in_browser=not open_browser)
