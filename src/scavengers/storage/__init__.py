"""Games kept as their config and their actions, in SQLite (the default) or PostgreSQL.

A game is rebuilt by replaying its config and actions, so nothing else needs storing: the
engine is deterministic (DESIGN.md: config + seed + actions replays exactly).
"""

from scavengers.storage.base import (
    EVERY_GAME,
    ActionRow,
    ChatLine,
    Store,
    StoredGame,
    StoreError,
    default_url,
    open_store,
)

__all__ = ["EVERY_GAME", "ActionRow", "ChatLine", "Store", "StoreError", "StoredGame", "default_url", "open_store"]
