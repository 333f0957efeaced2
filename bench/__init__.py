"""The benchmarks (python -m bench, or one of them: python -m bench.bench_deal).

PYTHONDONTWRITEBYTECODE is unset for every benchmark and the processes it starts: with it set, a
process whose modules have no cached bytecode yet compiles every module again at each start, which
no installed copy does.
"""
import os
import sys

os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
sys.dont_write_bytecode = False
