"""`hlobridge`: convert, opt, run, difftest, view, demo. Bad input: one line on stderr, exit 2."""
from __future__ import annotations

import argparse
import os
import signal
import sys
import threading

from bridge.errors import HloBridgeError   # (bridge's __init__ quiets XLA's INFO lines first)

from . import argcheck, cmd_convert, cmd_demo, cmd_difftest, cmd_opt, cmd_run, cmd_view

COMMANDS = {"convert": cmd_convert, "opt": cmd_opt, "run": cmd_run, "difftest": cmd_difftest,
            "view": cmd_view, "demo": cmd_demo}


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="hlobridge",
                                description="XLA/StableHLO toolkit: build, lower, run, compare, convert.",
                                epilog="example:\n  hlobridge demo\n  hlobridge run prog.mlir --backend cpu",
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--version", action=_Version, help="hlobridge's version and the versions it runs on")
    sub = p.add_subparsers(dest="command", required=True)
    for mod in COMMANDS.values():
        mod.add_parser(sub)
    return p


class _Version(argparse.Action):
    """What a bug report needs: ours, jax's and jaxlib's versions and the StableHLO version
    artifacts are written in by default (looked up only when asked)."""

    def __init__(self, option_strings, dest, **kw):
        super().__init__(option_strings, dest, nargs=0, **kw)

    def __call__(self, parser, namespace, values, option_string=None):
        from importlib import metadata
        import platform
        parts = []
        for dist in ("jax", "jaxlib"):
            try:
                parts.append(f"{dist} {metadata.version(dist)}")
            except metadata.PackageNotFoundError:
                parts.append(f"{dist} not installed")
        try:
            from jaxlib.mlir.dialects import stablehlo
            parts.append(f"StableHLO {stablehlo.get_current_version()}")
        except ImportError:
            pass
        try:
            ours = metadata.version("hlobridge")
        except metadata.PackageNotFoundError:
            ours = "(not installed: a checkout)"
        print(f"hlobridge {ours} ({', '.join(parts)}, Python {platform.python_version()})")
        parser.exit()


def _one_line_warnings(command: str) -> None:
    """Our warnings as `hlobridge CMD: warning: ...` (not Python's file:line and source line)."""
    import warnings
    from bridge.errors import HloBridgeWarning
    shown = warnings.showwarning

    def show(message, category, filename, lineno, file=None, line=None):
        if issubclass(category, HloBridgeWarning):
            print(f"hlobridge {command}: warning: {message}", file=file or sys.stderr)
        else:
            shown(message, category, filename, lineno, file, line)
    warnings.showwarning = show


class Terminated(KeyboardInterrupt):
    """SIGTERM, raised where the program is: the cleanups Ctrl-C runs (workers killed, what
    finished reported) run for `kill` and `timeout` too, which left workers behind."""


def _terminate(signum, frame):
    _terminated[0] = True
    raise Terminated()


def _interrupt(signum, frame):
    """Ctrl-C, put off while a module is being imported: a KeyboardInterrupt inside the import
    of jaxlib's native libraries left them half made, and the process died of SIGSEGV or
    SIGABRT instead of saying `interrupted`. The signal comes again 50 ms later."""
    while frame is not None:
        if frame.f_code.co_filename.startswith("<frozen importlib"):
            threading.Timer(0.05, os.kill, (os.getpid(), signum)).start()
            return
        frame = frame.f_back
    raise KeyboardInterrupt


def main(argv=None) -> int:
    args = parser().parse_args(argv)
    _one_line_warnings(args.command)
    main_thread = threading.current_thread() is threading.main_thread()
    previous = [signal.signal(signal.SIGTERM, _terminate), signal.signal(signal.SIGINT, _interrupt)] \
        if main_thread else None
    try:
        rc = _run(args)
    except Terminated:   # (between the handler and _run's own catch)
        rc = 130
    except KeyboardInterrupt:   # (likewise)
        rc = 130
    finally:
        if main_thread:
            signal.signal(signal.SIGTERM, previous[0])
            signal.signal(signal.SIGINT, previous[1])
    return 143 if rc == 130 and _terminated[0] else rc


_terminated = [False]


def _run(args) -> int:
    try:
        argcheck.check(args)
        return COMMANDS[args.command].run(args)
    except HloBridgeError as e:
        print(f"hlobridge {args.command}: error: {str(e).splitlines()[0]}", file=sys.stderr)
        return 2
    except MemoryError as e:   # (sizes checked up front where we can; this is the net behind them)
        why = " ".join(str(e).split())
        print(f"hlobridge {args.command}: error: out of memory" + (f": {why}" if why else ""), file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:   # Ctrl-C (or SIGTERM) outside a loop that reports what finished
        print(f"hlobridge {args.command}: {'terminated' if _terminated[0] else 'interrupted'}", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
