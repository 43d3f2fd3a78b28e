// The committed best board of `puzzlelab scan` on the official set, drawn with its mismatches,
// its score, the command that makes it and the search's improvements.
import boardText from '../../../experiments/e2-scan.board.json?raw';
import run from '../../../experiments/e2-scan.run.json';
import { parseBoard, renderBoard, scoreBoard } from '../../edgematch/index.ts';

const parsed = parseBoard(boardText);
if (!parsed.ok) throw new Error(parsed.error.message);
const board = parsed.value;
const s = scoreBoard(board);
document.querySelector('#score')!.textContent = `${s.score} of ${s.maximum} inner edges match (${s.mismatches.length} mismatched), `
  + `beside the records 470 (Blackwood) and 467 (Verhaard).`;
document.querySelector('#board')!.innerHTML = renderBoard(board, { cell: 30 });
document.querySelector('#command')!.textContent = run.command;
const body = document.querySelector('#trace tbody')!;
for (const { node, score } of run.trace) {
  const tr = document.createElement('tr');
  for (const v of [node.toLocaleString('en'), String(score)]) {
    const td = document.createElement('td');
    td.textContent = v;
    tr.append(td);
  }
  body.append(tr);
}
