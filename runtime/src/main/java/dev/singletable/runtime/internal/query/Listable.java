package dev.singletable.runtime.internal.query;

/** What a generated repository's listing reads: one partition ({@link ListingSpec}) or every shard of one ({@link ShardedListingSpec}). */
public sealed interface Listable permits ListingSpec, ShardedListingSpec {}
