"""The card kinds whose special abilities the engine knows by name (ids from the catalogue)."""

SNIPER = "sniper_team"
"""Snipe: one person of another player is discarded and ineffective [000:314-316]."""
SABOTEUR = "saboteur"
"""Disarm: one tool of another player is discarded and ineffective [000:300-302]."""
