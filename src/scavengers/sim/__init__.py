"""Many games at once: tournaments, balance reports and the benchmark."""

from scavengers.sim.report import Summary, summarise
from scavengers.sim.tournament import GameRecord, GameSpec, play, run_series, schedule

__all__ = ["GameRecord", "GameSpec", "Summary", "play", "run_series", "schedule", "summarise"]
