"""Setting up a game: which components it uses (:mod:`components`) and how the table is laid
out, normally or from a stacked scenario (:mod:`table`)."""
