"""Export small PyTorch programs with PyTorch/XLA: StableHLO (torch.export) and HLO (lazy tensors).

Run in a scratch venv (never the project's):  torch==2.9.1, torch_xla==2.9.0, CPU only
    PJRT_DEVICE=CPU python make_corpus.py [OUTDIR]        # default: this file's folder

Each program NAME gives
    NAME.mlir       `exported_program_to_stablehlo(torch.export.export(...)).get_stablehlo_text()`
    NAME.mlirbc     its `get_stablehlo_bytecode()` (a few programs only: size)
    NAME.npz        arg0.. the module's arguments in its order (weights first: torch_xla passes
                    parameters and buffers as arguments; manifest.json says which is which)
    NAME.torch.npz  out0.. torch's own eager CPU outputs
    hlo/NAME.hlo    `torch_xla._XLAC._get_xla_tensors_hlo(outputs)` of the same program run on
                    lazy XLA tensors (XLA_HLO_DEBUG=1: op_type/op_name/source_file metadata)
    hlo/NAME.npz    that module's parameters, in its order (`_get_tensors_xla_device_data_node`)
    dump/           `--xla_dump_to` (before_optimizations text + HloProto) for a few programs
Programs torch_xla cannot export are listed in manifest.json ("unexported") with the error.
"""
from __future__ import annotations

import glob
import json
import os
import pathlib
import shutil
import subprocess
import sys

import numpy as np
import torch
import torch.nn.functional as F
from torch import nn

OUT = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).parent)
BYTECODE = {"mlp", "conv_bn_relu_pool", "int64_arith", "composite_gelu"}
DUMPED = {"mlp", "adam_train_step", "int64_arith"}   # --xla_dump_to copies (size)
if "spmd" not in sys.argv[2:]:
    os.environ.setdefault("PJRT_DEVICE", "CPU")

import torch_xla  # noqa: E402  (after PJRT_DEVICE)
import torch_xla.core.xla_model as xm  # noqa: E402
from torch_xla.stablehlo import StableHLOExportOptions, exported_program_to_stablehlo  # noqa: E402

torch.manual_seed(0)


class Fn(nn.Module):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def forward(self, *args):
        return self.fn(*args)


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.l1, self.l2 = nn.Linear(8, 16), nn.Linear(16, 4)

    def forward(self, x):
        return self.l2(torch.relu(self.l1(x)))


class ConvNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv, self.bn = nn.Conv2d(3, 4, 3, padding=1), nn.BatchNorm2d(4)
        with torch.no_grad():
            self.bn.running_mean.uniform_(-0.5, 0.5)
            self.bn.running_var.uniform_(0.5, 2.0)

    def forward(self, x):
        return F.max_pool2d(torch.relu(self.bn(self.conv(x))), 2), F.avg_pool2d(x, 2)


class Attention(nn.Module):
    def __init__(self):
        super().__init__()
        self.ln, self.qkv = nn.LayerNorm(16), nn.Linear(16, 48)

    def forward(self, x):
        q, k, v = self.qkv(self.ln(x)).view(2, 5, 3, 2, 8).permute(2, 0, 3, 1, 4)
        return F.scaled_dot_product_attention(q, k, v, is_causal=True), F.gelu(x), torch.softmax(x, -1)


class Recurrent(nn.Module):
    def __init__(self, cell):
        super().__init__()
        self.rnn = cell(4, 5, batch_first=True)

    def forward(self, x):
        return self.rnn(x)[0]


class Embed(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(10, 6)

    def forward(self, idx, x):
        return self.emb(idx).sum(1), torch.index_select(x, 0, idx[0]), torch.gather(x, 1, idx % 5)


def scatter(x, idx, src):
    on = {"device": x.device}   # (lazy tensors: constants made on the XLA device too)
    sa = torch.zeros(3, 5, **on).scatter_add(1, idx, src)
    put = x.index_put((torch.tensor([0, 2, 0], **on), torch.tensor([1, 3, 1], **on)),
                      torch.tensor([7.0, 8.0, 1.0], **on), accumulate=True)
    return sa, put, x[:, 1:4:2]


def sorting(x, v):
    s, i = torch.sort(x, dim=-1, descending=True)
    t, ti = torch.topk(x, 3, dim=-1)
    return s, i, t, ti, torch.argmax(x, dim=-1), torch.argmin(x, dim=0), torch.cumsum(v, 0), torch.cumprod(x, 1)


def int64_arith(a, b):
    return (a // b, a % b, torch.div(a, b, rounding_mode="trunc"), torch.fmod(a, b), torch.remainder(a, b),
            a * b + (1 << 40), torch.abs(a), a / b, a << 2, a >> 1)


def low_precision(x, q):
    xb, xh = x.to(torch.bfloat16), x.to(torch.float16)
    return (xb * xb + 1).float(), torch.exp(xh).float(), xh * 3, (q * 3 + 7).to(torch.int8), q // 3


def einsum(a, b, c):
    return torch.einsum("bij,bjk->bik", a, b), torch.einsum("i,j->ij", a[0, 0], b[0, 0]), torch.einsum("bii->b", c)


def reductions_nan(x, y):
    return (x.sum(1, keepdim=True), x.amax(-1), torch.logsumexp(y, 1), y.var(1), torch.where(x > 0, x, y),
            torch.clamp(x, -0.5, 0.5), torch.nan_to_num(x, nan=0.0, posinf=9.0, neginf=-9.0), torch.isnan(x),
            torch.maximum(x, y))


def spd(a):
    return a @ a.T + 4 * torch.eye(4)


def cholesky(a):
    return torch.linalg.cholesky(spd(a))


def qr(a):
    return torch.linalg.qr(a)


def inv(a):
    return torch.linalg.inv(spd(a))


def solve(a, b):
    return torch.linalg.solve(spd(a), b)


def triangular(a, b):
    return torch.linalg.solve_triangular(torch.tril(spd(a)), b, upper=False)


def random_uniform(x):
    # torch_xla's generator is not torch's: only the shape and range of the last result compare
    return x * 2, torch.rand(3, 4, device=x.device)


class DynamicBatch(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 3)

    def forward(self, x):
        return torch.softmax(self.lin(x), -1) * 2


class CompositeGelu(nn.Module):
    """StableHLOCompositeBuilder: the marked region becomes a stablehlo.composite."""

    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 4)

    def forward(self, x):
        from torch_xla.experimental.mark_pattern_utils import StableHLOCompositeBuilder
        b = StableHLOCompositeBuilder("test.tanh_gelu", {"approximate": "tanh", "scale": 1.5, "n": 3})
        h = b.mark_inputs(self.lin(x))
        h = b.mark_outputs(F.gelu(h, approximate="tanh") * 1.5)
        return h + 1


class Quantized(nn.Module):
    """torch's quantize/dequantize ops: StableHLO's uniform_quantize and !quant.uniform types."""

    def forward(self, x):
        import torch_xla.experimental.quantized  # noqa: F401 (their XLA lowering)
        from torch.ao.quantization.fx._decomposed import quantized_decomposed_lib  # noqa: F401
        qd = torch.ops.quantized_decomposed
        q = qd.quantize_per_tensor(x, 0.05, 3, -128, 127, torch.int8)
        return qd.dequantize_per_tensor(q, 0.05, 3, -128, 127, torch.int8) * 2


class HostOffload(nn.Module):
    """torch_xla's host offloading annotations: custom calls with frontend attributes. They run
    on XLA tensors only (torch's numbers: the same without them, EAGER)."""

    def forward(self, x):
        import torch_xla.experimental.stablehlo_custom_call  # noqa: F401 (registers the xla:: ops)
        return torch.ops.xla.place_to_device(torch.ops.xla.place_to_host(x * 2)) + 1


EAGER = {"host_offload": lambda x: x * 2 + 1}


def while_loop(x):
    from torch._higher_order_ops.while_loop import while_loop as wl
    return wl(lambda i, v: i < 5, lambda i, v: (i + 1, v * 2 + 1), (torch.tensor(0), x))[1]


def x(*shape, seed=0):
    return torch.randn(*shape, generator=torch.Generator().manual_seed(seed))


def ints(lo, hi, *shape, dtype=torch.int64, seed=0):
    return torch.randint(lo, hi, shape, dtype=dtype, generator=torch.Generator().manual_seed(seed))


def nan_input():
    t = x(3, 4, seed=5)
    t[0, 0], t[1, 1], t[2, 2] = float("nan"), float("inf"), float("-inf")
    return t


def programs():
    yield "mlp", MLP(), (x(2, 8),)
    yield "conv_bn_relu_pool", ConvNet().eval(), (x(2, 3, 8, 8),)
    yield "attention_sdpa", Attention(), (x(2, 5, 16),)
    yield "lstm", Recurrent(nn.LSTM).eval(), (x(2, 3, 4),)
    # torch_xla replaces nn.GRU by its scan-based GRU, which runs on XLA tensors only:
    # torch's own GRU (nn.GRU._orig) for the eager numbers and torch.export (see lazy_hlo)
    yield "gru", Recurrent(getattr(nn.GRU, "_orig", None) or nn.GRU).eval(), (x(2, 3, 4),)
    yield "embedding_gather", Embed(), (ints(0, 3, 3, 4), x(3, 5))
    yield "scatter_index_put", Fn(scatter), (x(3, 5), ints(0, 5, 3, 4), x(3, 4, seed=2))
    yield "sort_topk_cumsum", Fn(sorting), (x(3, 6), ints(-5, 5, 7))
    yield "int64_arith", Fn(int64_arith), (ints(-20, 20, 12), torch.tensor([3, -3, 4, -4, 5, -5, 7, -7, 1, -1, 2, -2]))
    yield "low_precision", Fn(low_precision), (x(2, 5), ints(-40, 40, 2, 5))
    yield "einsum", Fn(einsum), (x(2, 3, 4), x(2, 4, 3, seed=1), x(2, 3, 3, seed=2))
    yield "reductions_nan", Fn(reductions_nan), (nan_input(), x(3, 4, seed=6))
    yield "linalg_cholesky", Fn(cholesky), (x(4, 4),)
    yield "linalg_qr", Fn(qr), (x(4, 3),)
    yield "linalg_inv", Fn(inv), (x(4, 4),)
    yield "linalg_solve", Fn(solve), (x(4, 4), x(4, 2, seed=3))
    yield "linalg_triangular", Fn(triangular), (x(4, 4), x(4, 2, seed=3))
    yield "random_uniform", Fn(random_uniform), (x(3, 4),)
    yield "composite_gelu", CompositeGelu(), (x(2, 4),)
    yield "while_loop", Fn(while_loop), (x(3),)
    yield "quantize_dequant", Quantized(), (x(2, 5),)
    yield "host_offload", HostOffload(), (x(2, 5),)
    yield "dynamic_batch", DynamicBatch(), (x(5, 4),)


def to_numpy(t):
    t = t.detach().cpu()
    return t.numpy() if t.dtype != torch.bfloat16 else t.float().numpy()


def module_args(graph, args, state):
    """The module's arguments in its own order, and what each one is (input, weight, constant)."""
    meta, consts = graph._bundle.stablehlo_funcs[0].meta, graph._bundle.additional_constants
    values, kinds = [], []
    for loc in meta.input_locations:
        kind = loc.type_.value
        if kind == "input_arg":
            values.append(to_numpy(args[loc.position]))
            kinds.append(f"input {loc.position}")
        elif kind == "parameter":
            values.append(np.asarray(state[loc.name]))
            kinds.append(f"weight {loc.name}")
        else:
            values.append(np.asarray(consts[loc.position]))
            kinds.append(f"constant {loc.position}")
    return values, kinds


def export_stablehlo(name, model, args, manifest):
    options = {}
    if name == "dynamic_batch":   # (torch_xla wants EXPERIMENTAL_XLA_UNBOUNDED_DYNAMISM=1 for it)
        options["dynamic_shapes"] = {"x": {0: torch.export.Dim("b", min=2, max=64)}}
    ep = torch.export.export(model, args, **options)
    # export_node_metadata: torch source lines as locations (the "debug" process only: size)
    graph = exported_program_to_stablehlo(ep, StableHLOExportOptions(export_node_metadata=name.endswith("_debug")))
    (OUT / f"{name}.mlir").write_text(graph.get_stablehlo_text())
    if name in BYTECODE:
        (OUT / f"{name}.mlirbc").write_bytes(graph.get_stablehlo_bytecode())
    values, kinds = module_args(graph, args, graph._bundle.state_dict)
    np.savez(OUT / f"{name}.npz", **{f"arg{i}": v for i, v in enumerate(values)})
    manifest["stablehlo"][name] = kinds


def lazy_hlo(name, model, args, manifest):
    """What a torch_xla user runs: the model on lazy XLA tensors, the graph of its outputs."""
    dev = torch_xla.device()
    if name == "gru":   # the scan-based GRU torch_xla puts in place of nn.GRU: a while loop in HLO
        scan = Recurrent(nn.GRU).eval()
        scan.load_state_dict(model.state_dict())
        model = scan
    model = model.to(dev)
    xargs = [a.to(dev) for a in args]
    with torch.no_grad():
        outs = model(*xargs)
    outs = list(outs) if isinstance(outs, (tuple, list)) else [outs]
    shutil.copy(OUT / f"{name}.torch.npz", OUT / "hlo" / f"{name}.torch.npz")
    write_hlo(name, outs, manifest)


def write_hlo(name, outs, manifest):
    text = torch_xla._XLAC._get_xla_tensors_hlo(outs)
    (OUT / "hlo" / f"{name}.hlo").write_text(text)
    _, values = torch_xla._XLAC._get_tensors_xla_device_data_node(outs)
    np.savez(OUT / "hlo" / f"{name}.npz", **{f"arg{i}": to_numpy(v) for i, v in enumerate(values)})
    manifest["hlo"][name] = len(values)
    torch_xla.sync()   # compiles and runs: what --xla_dump_to writes


def adam_train_step(manifest):
    """One Adam step of the MLP with loss.backward(), on lazy tensors; the outputs are the
    updated weights (torch's own run of the same step on CPU gives the expected numbers)."""
    results = {}
    # XLA first: after a CPU backward, torch's autograd engine has no queue for the XLA device
    # ("device.index() < device_ready_queues_.size() INTERNAL ASSERT FAILED")
    for device in (torch_xla.device(), "cpu"):
        torch.manual_seed(0)
        mlp = MLP().to(device)
        opt = torch.optim.Adam(mlp.parameters(), lr=0.1)
        inp, target = x(4, 8).to(device), x(4, 4, seed=1).to(device)
        for _ in range(2):   # the second step reads the first's moments
            if device != "cpu":
                torch_xla.sync()
            opt.zero_grad()
            F.mse_loss(mlp(inp), target).backward()
            opt.step()
        results[str(device)] = [p for p in mlp.parameters()]
    write_hlo("adam_train_step", results.pop(str(torch_xla.device())), manifest)
    np.savez(OUT / "hlo" / "adam_train_step.torch.npz", **{f"out{i}": to_numpy(p) for i, p in
                                                            enumerate(results["cpu"])})


def sgd_train_step():
    """One SGD step traced by make_fx (torch.export refuses autograd), exported to StableHLO."""
    from torch.fx.experimental.proxy_tensor import make_fx
    mlp = MLP()
    names = [k for k, _ in mlp.named_parameters()]

    def step(x, y, *ps):
        p = dict(zip(names, ps))
        g = torch.func.grad(lambda p: F.mse_loss(torch.func.functional_call(mlp, p, (x,)), y))(p)
        return tuple(p[k] - 0.1 * g[k] for k in names)

    args = (x(4, 8), x(4, 4, seed=1), *[p.detach().clone() for p in mlp.parameters()])
    return make_fx(step)(*args), args


def spmd(out):
    """A separate process: SPMD must be on before any XLA tensor exists (8 virtual CPU devices)."""
    import torch_xla.distributed.spmd as xs
    import torch_xla.runtime as xr
    xr.use_spmd()
    mesh = xs.Mesh(np.arange(xr.global_runtime_device_count()), (4, 2), ("data", "model"))
    dev = torch_xla.device()
    mlp = MLP()
    want = mlp(x(8, 8))
    mlp = mlp.to(dev)
    xs.mark_sharding(mlp.l1.weight, mesh, ("model", None))
    xs.mark_sharding(mlp.l2.weight, mesh, (None, "model"))
    inp = x(8, 8).to(dev)
    xs.mark_sharding(inp, mesh, ("data", None))
    y = mlp(inp)
    xs.mark_sharding(y, mesh, ("data", None))
    (out / "hlo" / "spmd_mlp.hlo").write_text(torch_xla._XLAC._get_xla_tensors_hlo([y]))
    (out / "spmd_mlp.mlir").write_text(xm.get_stablehlo([y]))
    _, values = torch_xla._XLAC._get_tensors_xla_device_data_node([y])
    arrays = {f"arg{i}": to_numpy(v) for i, v in enumerate(values)}
    np.savez(out / "hlo" / "spmd_mlp.npz", **arrays)
    np.savez(out / "spmd_mlp.npz", **arrays)
    for where in (out / "spmd_mlp.torch.npz", out / "hlo" / "spmd_mlp.torch.npz"):
        np.savez(where, out0=to_numpy(want))


def main():
    (OUT / "hlo").mkdir(parents=True, exist_ok=True)
    manifest = {"torch": torch.__version__, "torch_xla": torch_xla.__version__, "stablehlo": {}, "hlo": {},
                "unexported": {}}
    dump = pathlib.Path(os.environ["XLA_DUMP"]) if "XLA_DUMP" in os.environ else None
    before = set(glob.glob(f"{dump}/*")) if dump else set()
    adam_train_step(manifest)
    if dump:
        copy_dump("adam_train_step", set(glob.glob(f"{dump}/*")) - before)
    for name, model, args in list(programs()) + [("sgd_train_step", *sgd_train_step())]:
        if name == "dynamic_batch":
            continue
        with torch.no_grad():
            want = EAGER.get(name, model)(*args)
        want = want if isinstance(want, (tuple, list)) else (want,)
        np.savez(OUT / f"{name}.torch.npz", **{f"out{i}": to_numpy(w) for i, w in enumerate(want)})
        try:
            export_stablehlo(name, model, args, manifest)
        except Exception as e:   # noqa: BLE001 - recorded, the sweep goes on
            manifest["unexported"][f"stablehlo {name}"] = f"{type(e).__name__}: {str(e).strip()[:300]}"
        if name == "sgd_train_step" or "not capturable" in manifest["unexported"].get(
                f"stablehlo {name}", ""):
            continue   # (no lazy form, or torch_xla runs the op on the CPU: the HLO only returns its result)
        try:
            before = set(glob.glob(f"{dump}/*")) if dump else set()
            lazy_hlo(name, model, args, manifest)
            if dump and name in DUMPED:
                copy_dump(name, set(glob.glob(f"{dump}/*")) - before)
        except Exception as e:   # noqa: BLE001
            manifest["unexported"][f"hlo {name}"] = f"{type(e).__name__}: {str(e).strip()[:300]}"
        print("exported", name, flush=True)
    (OUT / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    for numbers in [*OUT.glob("*.torch.npz"), *OUT.glob("hlo/*.torch.npz")]:   # (of programs with no module)
        stem = numbers.name[:-len(".torch.npz")]
        if not (numbers.parent / f"{stem}.mlir").exists() and not (numbers.parent / f"{stem}.hlo").exists():
            numbers.unlink()
    # settings torch_xla reads once per process: a process each
    for kind, env in [("spmd", {"CPU_NUM_DEVICES": "8"}), ("debug", {}),
                      ("dynamic", {"EXPERIMENTAL_XLA_UNBOUNDED_DYNAMISM": "1"})]:
        subprocess.run([sys.executable, __file__, str(OUT), kind], check=True,
                       env={**os.environ, "PJRT_DEVICE": "CPU", "XLA_FLAGS": "", **env})


def other_process(kind):
    """XLA_HLO_DEBUG=1 (torch source lines: StableHLO locations, HLO metadata) or unbounded
    dynamism (torch.export Dim); the manifest gets what each did."""
    manifest = json.loads((OUT / "manifest.json").read_text())
    chosen = {"debug": ("mlp", "composite_gelu"), "dynamic": ("dynamic_batch",)}[kind]
    for name, model, args in programs():
        if name not in chosen:
            continue
        new = name if kind == "dynamic" else f"{name}_debug"
        with torch.no_grad():
            want = model(*args)
        want = want if isinstance(want, (tuple, list)) else (want,)
        np.savez(OUT / f"{new}.torch.npz", **{f"out{i}": to_numpy(w) for i, w in enumerate(want)})
        try:
            export_stablehlo(new, model, args, manifest)
        except Exception as e:   # noqa: BLE001
            manifest["unexported"][f"stablehlo {new}"] = f"{type(e).__name__}: {str(e).strip()[:300]}"
        if new == "mlp_debug":   # (XLA_HLO_DEBUG=1 in the environment from the start crashes the
            os.environ["XLA_HLO_DEBUG"] = "1"   # export above: "basic_string::_M_create", SIGSEGV)
            lazy_hlo(new, model, args, manifest)
    (OUT / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")


def copy_dump(name, files):
    (OUT / "dump").mkdir(exist_ok=True)
    for f in sorted(files):
        base = os.path.basename(f)
        if "before_optimizations" in base and (base.endswith(".txt") or base.endswith(".pb")):
            kind = "hlo.pb" if base.endswith(".pb") else "txt"
            shutil.copy(f, OUT / "dump" / f"{name}.before_optimizations.{kind}")


if __name__ == "__main__":
    if sys.argv[2:] == ["spmd"]:
        spmd(OUT)
    elif sys.argv[2:]:
        other_process(sys.argv[2])
    else:
        main()
