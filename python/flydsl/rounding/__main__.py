"""``python -m flydsl.rounding``: the ``flydsl-rounding`` command line (see :mod:`flydsl.rounding.cli`)."""

import sys

from .cli import main

sys.exit(main())
