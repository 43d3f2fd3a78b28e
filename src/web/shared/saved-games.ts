/**
 * Every saved game of every genre as one file, to move them to another browser or device: the
 * play pages write it and read it back. The file is versioned JSON; a file that is not one, or
 * whose version or any game is wrong, is refused as a whole with one sentence naming the place.
 */
import { readJson } from '../../core/json.ts';
import { describeError } from '../../core/result.ts';
import { isSavedPlay, type SavedPlay } from './play-game.ts';
import { ProgressStore, type KeyValueStore } from './storage.ts';
import { SITE_GENRES } from './techniques.ts';

const SAVED_GAMES_FORMAT = 'puzzlelab saved games';
const SAVED_GAMES_VERSION = 1;

interface SavedGame { genre: string; id: string; progress: SavedPlay<unknown> }
interface SavedGamesFile { format: string; version: number; games: SavedGame[] }

const storeOf = (store: KeyValueStore, genre: string): ProgressStore<SavedPlay<unknown>> => new ProgressStore(store, genre, isSavedPlay);

/** The file's contents: each genre's saved games, oldest first, so that reading them back keeps the order. */
export function exportGames(store: KeyValueStore): SavedGamesFile {
  const games = SITE_GENRES.flatMap((genre) => {
    const kept = storeOf(store, genre);
    return kept.recent().reverse().flatMap((id): SavedGame[] => {
      const progress = kept.load(id);
      return progress ? [{ genre, id, progress }] : [];
    });
  });
  return { format: SAVED_GAMES_FORMAT, version: SAVED_GAMES_VERSION, games };
}

/** The games of a file, or the one thing wrong with it. */
export function readSavedGames(text: string): { ok: true; games: SavedGame[] } | { ok: false; message: string } {
  const json = readJson(text);
  if (!json.ok) return { ok: false, message: `not a saved-games file: ${describeError(json.error)}` };
  const file = json.value as Partial<Record<keyof SavedGamesFile, unknown>> | null;
  if (typeof file !== 'object' || file === null || file.format !== SAVED_GAMES_FORMAT) {
    return { ok: false, message: `not a saved-games file: its "format" should be "${SAVED_GAMES_FORMAT}"` };
  }
  if (file.version !== SAVED_GAMES_VERSION) return { ok: false, message: `version ${String(file.version).slice(0, 20)}: this page reads version ${SAVED_GAMES_VERSION}` };
  if (!Array.isArray(file.games)) return { ok: false, message: '"games": expected a list of games' };
  const games: SavedGame[] = [];
  for (const [i, g] of (file.games as unknown[]).entries()) {
    const game = g as Partial<Record<keyof SavedGame, unknown>> | null;
    const where = `game ${i + 1} of ${file.games.length}`;
    if (typeof game !== 'object' || game === null) return { ok: false, message: `${where}: expected {"genre", "id", "progress"}` };
    if (typeof game.genre !== 'string' || !SITE_GENRES.includes(game.genre)) return { ok: false, message: `${where}: "genre" should be one of ${SITE_GENRES.join(', ')}` };
    if (typeof game.id !== 'string' || !game.id.startsWith(`${game.genre}:`)) return { ok: false, message: `${where}: "id" should be a ${game.genre} puzzle id` };
    if (!isSavedPlay(game.progress)) return { ok: false, message: `${where} (${game.id.slice(0, 40)}): "progress" should hold the moves and the time played` };
    games.push({ genre: game.genre, id: game.id, progress: game.progress });
  }
  return { ok: true, games };
}

/** Keeps each game as this browser's saved progress for its puzzle (a game kept here before is replaced). */
export function importGames(store: KeyValueStore, games: readonly SavedGame[]): void {
  for (const g of games) storeOf(store, g.genre).save(g.id, g.progress);
}
