"""numpy kernels for the xla token, I/O and CustomCall ops.

Token ops produce the TOKEN marker (tokens carry no data). Outfeed and Send have no host
or peer to go to: like the StableHLO kernels (kernels_io) they leave their data in
`RunState.outfeed` and return their token. Infeed and Recv have nothing to read and
CustomCall runs a backend's native function: those raise UnsupportedOp naming the op
(and the call target) when the program is prepared.
"""
from __future__ import annotations

from bridge.errors import UnsupportedOp

from ..mlir_attrs import TOKEN
from .xla_registry import xla_kernel


@xla_kernel("AfterAll", "CreateToken")
def _token(info, a):
    return lambda frame, *operands: TOKEN


@xla_kernel("Outfeed", "Send", "OutfeedWithToken", "SendWithToken")
def _outfeed(info, a):
    def run(frame, data, token=None):
        sink = getattr(frame.run, "outfeed", None)
        if sink is not None:
            sink.append((info.name, list(data) if isinstance(data, tuple) else [data]))
        return TOKEN
    return run


@xla_kernel("Infeed", "Recv", "InfeedWithToken", "RecvWithToken")
def _no_source(info, a):
    source = "infeed queue" if a.d.name.startswith("Infeed") else f"Send on channel {a['channel_handle']}"
    raise UnsupportedOp(f"numpy reference cannot evaluate {info.name} at {info.loc}: there is no {source} "
                        f"to read from")


@xla_kernel("CustomCall")
def _custom_call(info, a):
    raise UnsupportedOp(f"numpy reference does not implement {info.name} to target "
                        f"{a['call_target_name']!r} at {info.loc}: a custom call runs a backend's "
                        f"native function")
