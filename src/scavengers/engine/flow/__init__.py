"""The flow of play: the round, the gathering turn, declarations and their reaction windows,
follow-up choices, hiring, the skirmish and the final scoring, and the rules of each kind of
decision (:mod:`decisions`)."""
