"""The general word classes the rules read (specimen nouns, phase nouns, structural units, material class nouns
…), from the property catalogue's ``[vocabulary]`` (``core/matid/catalogue.toml``)."""
from __future__ import annotations

from functools import lru_cache

# TODO(catalogue): interim lists while the catalogue is being written; removed when it lands
_INTERIM = {
    "dimension_nouns": {"diameter", "length", "height", "width", "thickness", "radius", "gauge length", "size",
                        "dimension", "dimensions", "depth", "edge length", "side length"},
    "setting_phrases": {"loading rate", "crosshead speed", "scan rate", "scanning rate", "heating rate", "cooling rate",
                        "milling time", "ball-to-powder ratio", "rotation speed", "rotational speed", "dwell time",
                        "holding time", "applied load", "indentation load", "step size", "sweep rate", "strain rate",
                        "feed rate", "laser power", "scanning speed", "sintering time", "annealing time",
                        "annealing temperature", "sintering temperature", "milling speed", "flow rate"},
    "count_nouns": {"elements", "samples", "specimens", "times", "steps", "passes", "layers", "cells", "repeats",
                    "measurements", "tests", "runs", "replicates", "grains", "indents", "indentations", "points"},
    "not_property_heads": {"error", "accuracy", "uncertainty", "scatter", "deviation", "precision", "resolution",
                           "tolerance", "reproducibility", "repeatability"},
    "structural_units": {"octahedra", "octahedron", "octahedral", "tetrahedra", "tetrahedron", "tetrahedral",
                         "polyhedra", "polyhedron", "layers", "layer", "chains", "chain", "clusters", "cluster",
                         "sublattice", "sublattices", "units", "unit", "sites", "site", "planes", "groups", "ligands",
                         "anions", "cations", "ions", "molecules", "dimers", "trimers"},
    "phase_nouns": {"phase", "phases", "precipitate", "precipitates", "particle", "particles", "intermetallic",
                    "intermetallics", "dispersoid", "dispersoids", "inclusion", "inclusions", "compound", "compounds",
                    "carbide", "carbides", "nitride", "nitrides", "boride", "borides", "oxide", "oxides",
                    "precipitation"},
    "specimen_nouns": {"specimen", "specimens", "sample", "samples", "ingot", "ingots", "rod", "rods", "cylinder", "cylinders", "disc", "discs", "disk", "disks", "button", "buttons", "coupon", "coupons", "bar", "bars", "plate", "plates", "billet", "billets", "pellet", "pellets", "bead", "wire", "wires", "sheet", "sheets", "block", "blocks", "cube", "cubes", "prism", "prisms"},
    "material_class_nouns": {"alloy", "alloys", "steel", "steels", "ceramic", "ceramics", "oxide", "oxides",
                             "perovskite", "perovskites", "cermet", "cermets", "composite", "composites",
                             "electrolyte", "electrolytes", "cathode", "cathodes", "anode", "anodes", "film",
                             "films", "coating", "coatings", "polymer", "polymers", "blend", "glass", "glasses",
                             "superconductor", "superconductors", "compound", "ferrite", "spinel", "garnet",
                             "zirconia", "ceria", "alumina", "titania", "silica", "magnesia", "yttria", "hafnia",
                             "catalyst", "catalysts", "hydride", "hydrides", "nanoparticles", "nanotubes",
                             "graphene", "carbon", "metal", "metals", "semiconductor", "crystal", "crystals"},
}


@lru_cache(maxsize=None)
def words(name: str) -> frozenset[str]:
    """One word class of the catalogue's vocabulary, lower case."""
    try:
        from .catalogue import catalogue
    except ImportError:
        return frozenset(_INTERIM.get(name, ()))
    return frozenset(w.lower() for w in catalogue().vocabulary[name])
