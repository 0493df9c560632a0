"""The exceptions hlobridge raises. Every user-facing failure is one of these."""
import os
import sys
import warnings

_OURS = tuple(os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), d, "")
              for d in ("bridge", "passes", "dialect_defs"))


class HloBridgeError(Exception):
    """Base of every error hlobridge raises on bad input or an unsupported request."""


class BuilderError(HloBridgeError, ValueError):
    """A builder call is wrong: the message names the op, the shapes and the rule."""


class VerificationError(HloBridgeError):
    """An xla-dialect or StableHLO module does not verify."""


class LoweringError(HloBridgeError):
    """A module could not be lowered to StableHLO: a one-line message; `detail` holds the
    pattern's traceback when a pattern raised."""

    def __init__(self, message: str, detail: str = ""):
        super().__init__(message)
        self.detail = detail


class ProgramError(HloBridgeError):
    """Input that is not a program we can read (bad text, bytes or artifact)."""


class BackendError(HloBridgeError):
    """A PJRT backend is missing or failed to compile or run a program."""


class UnsupportedOp(HloBridgeError):
    """An op the numpy reference (or another component) does not implement."""


class HloBridgeWarning(UserWarning):
    """Something the user should know about a run that still gave answers (the CLI prints
    it as one `warning:` line)."""


class InformationDropped(HloBridgeWarning):
    """A conversion wrote what the target format can hold, and what it could not is named."""


def warn(message: str, category: type[Warning] = HloBridgeWarning) -> None:
    """warnings.warn pointing at the user's line, the first caller outside hlobridge: a fixed
    stacklevel named library code from all but one of the ways in (bridge.execute, difftest ...)."""
    frame, level = sys._getframe(1), 2
    while frame is not None and frame.f_code.co_filename.startswith(_OURS):
        frame, level = frame.f_back, level + 1
    warnings.warn(message, category, stacklevel=level)
