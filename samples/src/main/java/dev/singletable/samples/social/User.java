package dev.singletable.samples.social;

import dev.singletable.annotations.Counter;
import dev.singletable.annotations.Node;
import dev.singletable.annotations.Version;

/**
 * A user's profile: {@code PK = ACTOR#<id>}, {@code SK = #User}, in the partition of the user's
 * {@link Follow}s and {@link Mute}s, so that one Query reads the user with them ({@code
 * UserRepository.collection}). {@code following} and {@code followers} count {@link Follow} edges:
 * each follow and unfollow changes the edge and both counters in one transaction, and needs both
 * users to exist. {@code version} locks profile edits optimistically; follows never change it.
 */
@Node(prefix = "ACTOR", table = "Social")
public record User(@Node.Id String id, String name,
    @Counter(edge = Follow.class, end = Counter.End.SOURCE) long following,
    @Counter(edge = Follow.class, end = Counter.End.TARGET) long followers,
    @Version long version) {}
