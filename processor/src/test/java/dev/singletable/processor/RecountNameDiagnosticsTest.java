package dev.singletable.processor;

import static dev.singletable.processor.Sources.socialFollow;
import static dev.singletable.processor.Sources.user;

import com.google.testing.compile.Compilation;
import dev.singletable.processor.validate.Message;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** The recount methods counters give the node's and the edge's repositories need names of their own. */
class RecountNameDiagnosticsTest {

  private final RecordingProcessor processor = new RecordingProcessor();

  @Covers(Message.RECOUNT_NAME_TAKEN)
  @Test
  void aCounterWhoseEdgeRecountIsAChosenListing() {
    JavaFileObject follow = Sources.edge("test.Follow", "source = \"USER\", target = \"USER\","
        + " invertedIndex = \"GSI1\", table = \"Social\", listFromSource = \"recountUserFollowing\"");
    JavaFileObject user = user("@Node.Id String id,", "@Counter(edge = Follow.class, end = End.SOURCE) long following");

    Compilation compilation = Compiler.compile(processor, follow, user);

    Expect.onlyError(compilation, Message.RECOUNT_NAME_TAKEN, user, 9, "[SingletableRecountNameTaken] Each repository"
        + " method needs a name of its own; counter User.following would give FollowRepository a method"
        + " recountUserFollowing(...), but that is a listing method of Follow (listFromSource ="
        + " \"recountUserFollowing\"). Rename the counter component, or choose another listing name.");
  }

  @Test
  void twoCountersWhoseNamesDifferOnlyInTheirFirstLetter() {
    JavaFileObject user = user("@Node.Id String id,", "@Counter(edge = Follow.class, end = End.TARGET) long followers,",
        "@Counter(edge = Follow.class, end = End.SOURCE) long Followers");

    Compilation compilation = Compiler.compile(processor, socialFollow(), user);

    Expect.onlyError(compilation, Message.RECOUNT_NAME_TAKEN, user, 10, "[SingletableRecountNameTaken] Each repository"
        + " method needs a name of its own; counter User.Followers would give UserRepository a method"
        + " recountFollowers(...), but counter User.followers gives it one too. Rename the counter component.");
  }
}
