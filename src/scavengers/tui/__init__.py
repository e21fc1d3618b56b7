"""The terminal app (Textual): play, hotseat and replay."""
