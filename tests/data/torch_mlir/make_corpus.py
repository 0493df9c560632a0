"""Export small PyTorch programs to StableHLO with torch-mlir's FX importer.

Run in a scratch venv (never the project's):  torch==2.13.0 (CPU), torch-mlir==20261001
    python make_corpus.py [OUTDIR]        # default: this file's folder

Each program NAME gives
    NAME.mlir    StableHLO text as torch-mlir prints it (weights as dense_resource blobs)
    NAME.mlirbc  the same module as torch-mlir's MLIR bytecode (a few programs only: size)
    NAME.npz        arg0.. the inputs (as `hlobridge difftest` reads an .npz beside a module)
    NAME.torch.npz  out0.. torch's own eager outputs
Programs that torch-mlir cannot export are listed in unexported.txt with the error's first line.
"""
from __future__ import annotations

import contextlib
import os
import pathlib
import sys
import tempfile

import numpy as np
import torch
import torch.nn.functional as F
from torch import nn
from torch_mlir import fx

torch.manual_seed(0)
OUT = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).parent)
BYTECODE = {"mlp", "conv_bn_relu_pool", "int64_arith", "resource_dtypes"}   # the rest as text only (size)


class Fn(nn.Module):
    """A module around a plain function (torch-mlir exports modules)."""

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


def train_step():
    """One SGD step of the MLP, gradients from torch.func.grad over functional_call.
    torch.export refuses functorch transforms ("meta conversion to view functorch tensor"),
    so the step is traced by make_fx first and its graph exported."""
    from torch.fx.experimental.proxy_tensor import make_fx
    mlp = MLP()
    names = [k for k, _ in mlp.named_parameters()]

    def step(x, y, *ps):
        p = dict(zip(names, ps))
        g = torch.func.grad(lambda p: F.mse_loss(torch.func.functional_call(mlp, p, (x,)), y))(p)
        return tuple(p[k] - 0.1 * g[k] for k in names)

    args = (x(4, 8), x(4, 4, seed=1), *[p.detach().clone() for p in mlp.parameters()])
    return make_fx(step)(*args), args


class ConvNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv, self.bn = nn.Conv2d(3, 4, 3, padding=1), nn.BatchNorm2d(4)
        with torch.no_grad():   # non-trivial running statistics
            self.bn.running_mean.uniform_(-0.5, 0.5)
            self.bn.running_var.uniform_(0.5, 2.0)

    def forward(self, x):
        return F.max_pool2d(torch.relu(self.bn(self.conv(x))), 2)


class Encoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer = nn.TransformerEncoderLayer(16, 2, dim_feedforward=32, dropout=0.0, batch_first=True)

    def forward(self, x, mask):
        return self.layer(x, src_mask=mask)


class Norms(nn.Module):
    def __init__(self):
        super().__init__()
        self.ln = nn.LayerNorm(8)

    def forward(self, x):
        h = self.ln(x)
        return F.gelu(h), F.gelu(h, approximate="tanh"), torch.softmax(h, -1), F.log_softmax(h, -1)


class Embed(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(10, 6)

    def forward(self, idx):
        return self.emb(idx).sum(1)


class Recurrent(nn.Module):
    def __init__(self, cell):
        super().__init__()
        self.rnn = cell(4, 5, batch_first=True)

    def forward(self, x):
        return self.rnn(x)[0]


def sorting(x, v):
    s, i = torch.sort(x, dim=-1, descending=True)
    t, ti = torch.topk(x, 3, dim=-1)
    return s, i, t, ti, torch.argmax(x, dim=-1), torch.argmin(x, dim=0), torch.cumsum(v, 0)


def indexing(x, idx, src):
    g = torch.gather(x, 1, idx)
    sa = torch.zeros(3, 5).scatter_add(1, idx, src)
    sel = torch.index_select(x, 0, torch.tensor([2, 0]))
    put = x.index_put((torch.tensor([0, 2]), torch.tensor([1, 3])), torch.tensor([7.0, 8.0]), accumulate=True)
    return g, sa, sel, put, x[:, 1:4:2]


def linalg_solve(a, b):
    spd = a @ a.T + 4 * torch.eye(4)
    return torch.linalg.solve(spd, b)


def linalg_cholesky(a):
    return torch.linalg.cholesky(a @ a.T + 4 * torch.eye(4))


def linalg_qr(a):
    return torch.linalg.qr(a)


def einsum_bmm(a, b, c):
    return torch.einsum("bij,bjk->bik", a, b), torch.bmm(a, b), torch.einsum("i,j->ij", a[0, 0], b[0, 0]), c.sum(0)


def einsum_diagonal(c):
    return torch.einsum("bii->b", c)


def low_precision(x, q):
    xb, xh = x.to(torch.bfloat16), x.to(torch.float16)
    q2 = (q * 3 + 7).to(torch.int8)                 # int8 wraps around
    return (xb * xb + 1).float(), torch.exp(xh).float(), q2, q // 3, torch.relu(q.float()).to(torch.int8)


def int64_arith(a, b):
    # torch's integers are int64; // and % floor (Python semantics), div(rounding_mode="trunc") truncates
    return (a // b, a % b, torch.div(a, b, rounding_mode="trunc"), torch.fmod(a, b), torch.remainder(a, b),
            a * b + (1 << 40), torch.abs(a), a / b)


def int64_shift(a):
    return a << 2, a >> 1


def promotion(i32, i64, f16, u8, flag):
    return i32 + i64, i32 * 1.5, f16 + i32, u8 + i32, flag.to(torch.int64) + u8, u8 - 200, torch.true_divide(i32, 4)


def reductions(x):
    return (x.sum(1, keepdim=True), x.mean((0, 2), keepdim=True), x.amax(-1, keepdim=True), x.prod(0),
            x.var(1, keepdim=True), x.std(2, unbiased=False), torch.logsumexp(x, 1), x.abs().max(), x.norm(dim=1))


def nan_handling(x, y):
    return (torch.where(x > 0, x, y), torch.clamp(x, -0.5, 0.5), torch.nan_to_num(x, nan=0.0, posinf=9.0, neginf=-9.0),
            torch.isnan(x), torch.maximum(x, y), torch.fmax(x, y), torch.isfinite(x), torch.nansum(x))


class Buffers(nn.Module):
    """Constants of every dtype torch-mlir writes as dense_resource blobs (bool as ui8)."""

    def __init__(self):
        super().__init__()
        self.register_buffer("m", torch.tensor([True, False, True, True, False]))
        self.register_buffer("h", torch.arange(5, dtype=torch.float16) + 0.5)
        self.register_buffer("b", torch.arange(5, dtype=torch.bfloat16) + 0.25)
        self.register_buffer("i", torch.arange(5, dtype=torch.int64) - (1 << 40))
        self.register_buffer("u", torch.arange(5, dtype=torch.uint8) + 250)
        self.register_buffer("s", torch.tensor([-128, -1, 0, 1, 127], dtype=torch.int8))

    def forward(self, x):
        return (torch.where(self.m, x, -x), self.h.float() + x, self.b.float() * x, self.i + 1,
                self.u.to(torch.int32), self.s.to(torch.int32) * 2)


class DynamicBatch(nn.Module):
    """Exported with a symbolic batch size: torch-mlir computes shapes with shape/tensor/arith ops."""

    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 3)

    def forward(self, x):
        return torch.softmax(self.lin(x), -1).sum(0), x.shape[0] * x.mean()


def x(*shape, seed=0):
    return torch.randn(*shape, generator=torch.Generator().manual_seed(seed))


def ints(lo, hi, *shape, dtype=torch.int64, seed=0):
    return torch.randint(lo, hi, shape, dtype=dtype, generator=torch.Generator().manual_seed(seed))


def mask():
    return torch.triu(torch.full((5, 5), float("-inf")), diagonal=1)


def nan_input():
    t = x(3, 4, seed=5)
    t[0, 0], t[1, 1], t[2, 2] = float("nan"), float("inf"), float("-inf")
    return t


def programs():
    yield "mlp", MLP(), (x(2, 8),)
    yield "mlp_train_step", *train_step()
    yield "conv_bn_relu_pool", ConvNet().eval(), (x(2, 3, 8, 8),)
    yield "transformer_encoder", Encoder().eval(), (x(2, 5, 16), mask())
    yield "layernorm_gelu_softmax", Norms(), (x(3, 8),)
    yield "embedding_i64", Embed(), (ints(0, 10, 2, 3),)
    yield "lstm", Recurrent(nn.LSTM).eval(), (x(2, 3, 4),)
    yield "gru", Recurrent(nn.GRU).eval(), (x(2, 3, 4),)
    yield "sort_topk_argmax_cumsum", Fn(sorting), (x(3, 6), ints(-5, 5, 7))
    yield "gather_scatter_index", Fn(indexing), (x(3, 5), ints(0, 5, 3, 4), x(3, 4, seed=2))
    yield "linalg_solve", Fn(linalg_solve), (x(4, 4), x(4, 2, seed=3))
    yield "linalg_cholesky", Fn(linalg_cholesky), (x(4, 4),)
    yield "linalg_qr", Fn(linalg_qr), (x(4, 3),)
    yield "einsum_bmm", Fn(einsum_bmm), (x(2, 3, 4), x(2, 4, 3, seed=1), x(2, 3, 3, seed=2))
    yield "einsum_diagonal", Fn(einsum_diagonal), (x(2, 3, 3),)
    yield "low_precision", Fn(low_precision), (x(2, 5), ints(-40, 40, 2, 5))
    yield "int64_arith", Fn(int64_arith), (ints(-20, 20, 12), torch.tensor([3, -3, 4, -4, 5, -5, 7, -7, 1, -1, 2, -2]))
    yield "int64_shift", Fn(int64_shift), (ints(-20, 20, 12),)
    yield "promotion", Fn(promotion), (ints(-9, 9, 4, dtype=torch.int32), ints(-9, 9, 4, seed=1),
                                       x(4).half(), ints(0, 255, 4, dtype=torch.uint8), torch.tensor([1, 0, 1, 1]) > 0)
    yield "reductions_keepdim", Fn(reductions), (x(2, 3, 4),)
    yield "resource_dtypes", Buffers(), (x(5),)
    yield "dynamic_batch", DynamicBatch(), (x(5, 4),)
    yield "where_clamp_nan", Fn(nan_handling), (nan_input(), x(3, 4, seed=6))


@contextlib.contextmanager
def stderr_lines():
    """MLIR's diagnostics (which op failed to legalize) go to fd 2, not into the exception."""
    lines = []
    with tempfile.TemporaryFile("w+") as f:
        saved = os.dup(2)
        os.dup2(f.fileno(), 2)
        try:
            yield lines
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            f.seek(0)
            lines.extend(f.read().splitlines())


def to_numpy(t):
    t = t.detach()
    return t.numpy() if t.dtype != torch.bfloat16 else t.float().numpy()


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    failed = []
    for name, model, args in programs():
        with torch.no_grad():
            want = model(*args)
        want = want if isinstance(want, (tuple, list)) else (want,)
        try:
            options = {"func_name": "forward"} if name == "einsum_bmm" else {}
            if name == "dynamic_batch":
                options["dynamic_shapes"] = {"x": {0: torch.export.Dim("b", min=2, max=64)}}
            with stderr_lines() as diagnostics:
                module = fx.export_and_import(model, *args, output_type="stablehlo", **options)
        except Exception as e:   # noqa: BLE001 - recorded, the sweep goes on
            why = [line.split("error: ", 1)[1] for line in diagnostics if "failed to legalize" in line]
            failed.append(f"{name}: {type(e).__name__}: {(why or str(e).strip().splitlines())[0][:200]}")
            continue
        (OUT / f"{name}.mlir").write_text(str(module))
        if name in BYTECODE:
            with open(OUT / f"{name}.mlirbc", "wb") as f:
                module.operation.write_bytecode(f)
        # NAME.npz beside NAME.mlir is what `hlobridge difftest` runs the module on
        np.savez(OUT / f"{name}.npz", **{f"arg{i}": to_numpy(a) for i, a in enumerate(args)})
        np.savez(OUT / f"{name}.torch.npz", **{f"out{i}": to_numpy(w) for i, w in enumerate(want)})
        print("exported", name)
    (OUT / "unexported.txt").write_text("".join(line + "\n" for line in failed))
    print("\n".join(failed))


if __name__ == "__main__":
    main()
