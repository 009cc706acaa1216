HloModule m

ENTRY %e () -> f32[] {}
