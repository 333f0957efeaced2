"""`python -m cardprint …` is the `cardprint` command."""
import sys

from .cli import main

sys.exit(main())
