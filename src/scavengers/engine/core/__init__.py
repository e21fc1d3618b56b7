"""The engine's core: actions and notation, configuration, state, decision frames, events,
the random number generator, views, and the card arithmetic the rules share."""

from scavengers.engine.core import notation as notation  # every verb's notation, declared once
