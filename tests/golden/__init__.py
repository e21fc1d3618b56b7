"""Golden playthroughs and the script that writes them (see make_golden.py)."""
