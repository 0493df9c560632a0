"""The stack-frame tables XLA prints between the module header and the computations:

    FileNames
    1 "/tmp/model.py"
    FunctionNames
    1 "<module>"
    2 "layer"
    FileLocations
    1 {file_name_id=1 function_name_id=1 line=17 end_line=17 column=5 end_column=19}
    2 {file_name_id=1 function_name_id=2 line=8 end_line=8 column=11 end_column=26}
    StackFrames
    1 {file_location_id=1 parent_frame_id=1}
    2 {file_location_id=2 parent_frame_id=2}

Ids are 1-based positions in each table (the printed numbers themselves are not read,
as in XLA's parser). XLA prints `parent_frame_id` as the parent's id plus one, 1 meaning
"no parent" (xla/hlo/parser/hlo_parser.cc stores `parent_frame_id - 1`): above, frame 2
(layer, line 8) was called from frame 1 (<module>, line 17). An instruction's
`metadata={... stack_frame_id=2}` names its innermost frame.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from bridge.provenance import StackFrame


class FrameError(ValueError):
    """A stack_frame_id (or a table row) that points outside its table, or a cycle."""


@dataclass
class StackFrameIndex:
    file_names: list[str] = field(default_factory=list)
    function_names: list[str] = field(default_factory=list)
    # file, function, line, column, end line, end column
    locations: list[tuple[int, int, int, int, int, int]] = field(default_factory=list)
    frames: list[tuple[int, int]] = field(default_factory=list)               # location id, parent id (0: none)
    _memo: dict = field(default_factory=dict, repr=False)

    def frame(self, frame_id: int) -> StackFrame:
        if not 1 <= frame_id <= len(self.frames):
            raise FrameError(f"stack_frame_id={frame_id} is not in the StackFrames table "
                             f"(frames 1..{len(self.frames)})")
        loc_id = self.frames[frame_id - 1][0]
        if not 1 <= loc_id <= len(self.locations):
            raise FrameError(f"stack frame {frame_id} names file_location_id={loc_id}, not in the FileLocations "
                             f"table (1..{len(self.locations)})")
        file_id, fn_id, line, column, end_line, end_column = self.locations[loc_id - 1]
        if not 1 <= file_id <= len(self.file_names):
            raise FrameError(f"file location {loc_id} names file_name_id={file_id}, not in the FileNames table "
                             f"(1..{len(self.file_names)})")
        if not 1 <= fn_id <= len(self.function_names):
            raise FrameError(f"file location {loc_id} names function_name_id={fn_id}, not in the FunctionNames "
                             f"table (1..{len(self.function_names)})")
        return StackFrame(self.file_names[file_id - 1], self.function_names[fn_id - 1], line, column,
                          end_line, end_column)

    def stack(self, frame_id: int) -> tuple[StackFrame, ...]:
        """The frames from `frame_id` out to its outermost caller (innermost first)."""
        hit = self._memo.get(frame_id)
        if hit is not None:
            return hit
        out, seen, current = [], set(), frame_id
        while current:
            if current in seen:
                raise FrameError(f"stack frame {frame_id}'s parents form a cycle (through frame {current})")
            seen.add(current)
            out.append(self.frame(current))
            current = self.frames[current - 1][1]
        self._memo[frame_id] = result = tuple(out)
        return result
