"""The command line: ``scavengers watch``, and the commands the other front ends add."""
