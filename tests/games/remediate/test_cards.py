"""The card set is complete data, and every effect it names is implemented."""

from __future__ import annotations

from collections import Counter

from microgames.games.remediate import cards as C
from microgames.resources import load_json

KNOWN_EFFECTS = {"remediate", "boost", "extra_draw", "hand_limit", "extra_clone", "mimic", "steal",
                 "remove_gene", "return_plastic", "sensitivity", "block", "resist"}


def test_sixty_one_genes_by_type() -> None:
    assert C.GENE_COUNT == 61
    by_type = Counter(C.TYPE_NAMES[t] for t in C.CARD_TYPE)
    assert by_type == {"Remediation": 16, "Support": 13, "Attack": 10, "Defence": 9, "Resistance": 13}


def test_gene_copies_and_numbers() -> None:
    copies = Counter(C.card_name(c) for c in range(C.GENE_COUNT))
    assert copies["Cutinase"] == 4 and copies["FAST-PETase"] == 1 and copies["CRISPR-Cas"] == 1
    amount = dict(zip(C.KIND_NAME, C.KIND_AMOUNT))
    assert [amount[n] for n in ("Cutinase", "PETase", "Laccase", "MHETase", "LC-Cutinase", "FAST-PETase")] == [1, 2, 2, 2, 3, 4]
    marked = {n for n, d in zip(C.KIND_NAME, C.KIND_DISCARD_ON_CHANGE) if d}
    assert marked == {"LC-Cutinase", "FAST-PETase", "Biosurfactant", "Endospore Coat", "Terephthalate Sensitivity"}


def test_every_effect_is_implemented_and_has_text() -> None:
    assert set(C.KIND_EFFECT) == KNOWN_EFFECTS
    assert all(C.KIND_TEXT)
    crispr = C.KIND_BY_NAME["CRISPR-Cas"]
    assert C.KIND_BLOCKS[crispr] == C.ATTACK_KINDS
    assert C.KIND_RESISTS[C.KIND_BY_NAME["Endospore Coat"]] == frozenset(range(4))


def test_microbes_environments_plastic_and_piles() -> None:
    assert len(C.MICROBE_NAME) == 6 and all(C.MICROBE_TEXT)
    assert len(C.ENV_NAME) == 9 and C.ENV_NAME[C.FIRST_ENV] == "Laboratory" and C.ENV_PLASTIC[C.FIRST_ENV] == 20
    envs = {n: (p, h) for n, p, h in zip(C.ENV_NAME, C.ENV_PLASTIC, C.ENV_HAZARD)}
    assert envs["Ocean Gyre"] == (35, C.HAZARDS.index("salt")) and envs["City Landfill"] == (35, C.NO_HAZARD)
    assert C.PLASTIC_COUNT == 100
    assert list(zip(C.RECYCLE_NAME, C.RECYCLE_COST, C.RECYCLE_POINTS, C.RECYCLE_CARDS)) == [
        ("Drink Bottle", 3, 4, 12), ("Garden Chair", 5, 7, 8), ("Park Bench", 8, 12, 5)]


def test_data_files_name_their_cards() -> None:
    genes = load_json("remediate/genes.json")["genes"]
    assert all({"name", "type", "copies", "effect", "text"} <= set(g) for g in genes)
