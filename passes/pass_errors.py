"""What the pass infrastructure raises. All are HloBridgeErrors, so the CLI reports them cleanly."""
from __future__ import annotations

from bridge.errors import HloBridgeError


class PipelineError(HloBridgeError):
    """A pipeline string that cannot run: unknown pass, bad option, bad nesting, bad syntax."""


class PassError(HloBridgeError):
    """Raised by a pass on purpose: a diagnostic about `op` (its location is reported), no traceback.

    `raise PassError("recursive composite", op)` inside a pass is how a Python pass emits
    an error that `--verify-diagnostics` lit tests can expect.
    """

    def __init__(self, message: str, op=None):
        super().__init__(message)
        self.message = message
        self.op = op


class PassFailure(HloBridgeError):
    """A pass failed: names the pass, the op it was rewriting (with its location) and why.

    `detail` holds the Python traceback when the pass raised an unexpected exception.
    `location` is the op's MLIR location text (e.g. 'loc("-":12:5)') when known.
    pass_name None: the input itself failed verification (--verify-each checks it first).
    """

    def __init__(self, pass_name: str, message: str, op_text: str = "", location: str = "",
                 detail: str = ""):
        where = f" on {op_text}" if op_text else ""
        at = f" at {location}" if location else ""
        head = f"pass '{pass_name}' failed" if pass_name else "invalid input"
        super().__init__(f"{head}{where}{at}: {message}")
        self.pass_name, self.message, self.op_text = pass_name, message, op_text
        self.location, self.detail = location, detail

    def full(self) -> str:
        """The one-line summary followed by the traceback (what the CLI prints)."""
        return str(self) + ("\n" + self.detail.rstrip() if self.detail else "")


class ConvergenceError(PassFailure):
    """A pattern kept rewriting: the greedy driver did not reach a fixed point."""


class SemanticsError(HloBridgeError):
    """--verify-semantics: a pass changed the results of @main. `report` says how."""

    def __init__(self, message: str, report=None):
        super().__init__(message)
        self.report = report


class NothingCompared(SemanticsError):
    """--verify-semantics could not compare the results (neither backend runs @main, or the
    final module): the passes ran, but nothing says they kept the results."""


def first_diagnostic(e) -> tuple[str, str]:
    """(message, location) of an ir.MLIRError's first diagnostic (its text when it has none)."""
    diags = list(getattr(e, "error_diagnostics", []) or [])
    if not diags:
        return " ".join(str(e).split()), ""
    return diags[0].message, str(diags[0].location)


def describe_op(op) -> tuple[str, str]:
    """(first line of the op's text, its location) for error messages."""
    try:
        text = op.operation.get_asm(print_generic_op_form=False).splitlines()[0].strip()
        if len(text) > 160:
            text = text[:157] + "..."
        return f"'{op.operation.name}' ({text})", str(op.operation.location)
    except Exception:   # the op may be half-built; its name is still worth reporting
        return "", ""
