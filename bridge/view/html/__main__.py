"""python -m bridge.view.html REPORT.json [-o REPORT.html]: a JSON report as one HTML page."""
from __future__ import annotations

import argparse
import json
import sys

from bridge.errors import HloBridgeError


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m bridge.view.html",
                                description="Render a hlobridge difftest (or opt) JSON report as one self-contained HTML file.",
                                epilog="example: hlobridge difftest corpus/ --report r.json; python -m bridge.view.html r.json -o r.html")
    p.add_argument("report", help="the JSON report ('-' = stdin)")
    p.add_argument("-o", "--output", default="-", help="the HTML file (default: stdout)")
    args = p.parse_args(argv)
    from bridge.files import read_bytes, write_text

    from . import render
    try:
        try:
            report = json.loads(read_bytes(args.report))
        except ValueError as e:
            raise HloBridgeError(f"{args.report}: not JSON ({e})") from None
        write_text(args.output, render(report))
    except HloBridgeError as e:
        print(f"python -m bridge.view.html: error: {str(e).splitlines()[0]}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
