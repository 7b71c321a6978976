"""The shared core: settings, storage and the table service. No discord, no rules."""
