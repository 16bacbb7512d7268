package dev.singletable.apicheck;

import java.util.ArrayList;
import java.util.List;

/**
 * Class-file type descriptors and generic signatures (JVMS 4.3, 4.7.9.1) as Java source text, with
 * qualified names: {@code (Ljava/util/List<+TT;>;)V} gives the parameters
 * {@code java.util.List<? extends T>} and the result {@code void}. Descriptors are the signatures
 * without generics, so one parser reads both. A {@code $} in a class name is read as a nested class's
 * dot (no name in the checked modules has one of its own).
 */
final class Signatures {

  /** A method's type parameters ({@code <T extends x.Y>}, or empty), parameters, result and throws. */
  record Method(String typeParameters, List<String> parameters, String result, List<String> exceptions) {}

  /** A class's type parameters (or empty), its superclass and its interfaces. */
  record Type(String typeParameters, String superclass, List<String> interfaces) {}

  private final String text;
  private int at;

  private Signatures(String text) {
    this.text = text;
  }

  /** A method from its signature, or from its descriptor when it has none. */
  static Method method(String descriptorOrSignature) {
    Signatures reader = new Signatures(descriptorOrSignature);
    String typeParameters = reader.typeParameters();
    List<String> parameters = new ArrayList<>();
    reader.expect('(');
    while (reader.peek() != ')') {
      parameters.add(reader.type());
    }
    reader.expect(')');
    String result = reader.type();
    List<String> exceptions = new ArrayList<>();
    while (reader.at < reader.text.length()) {
      reader.expect('^');
      exceptions.add(reader.type());
    }
    return new Method(typeParameters, parameters, result, exceptions);
  }

  /** A class from its signature. */
  static Type type(String signature) {
    Signatures reader = new Signatures(signature);
    String typeParameters = reader.typeParameters();
    String superclass = reader.type();
    List<String> interfaces = new ArrayList<>();
    while (reader.at < reader.text.length()) {
      interfaces.add(reader.type());
    }
    return new Type(typeParameters, superclass, interfaces);
  }

  /** One field or record component type, from its signature or descriptor. */
  static String field(String descriptorOrSignature) {
    return new Signatures(descriptorOrSignature).type();
  }

  /** A class's internal name ({@code a/b/C$D}) as Java names it ({@code a.b.C.D}). */
  static String javaName(String internalName) {
    return internalName.replace('/', '.').replace('$', '.');
  }

  private String typeParameters() {
    if (peek() != '<') {
      return "";
    }
    at++;
    List<String> parameters = new ArrayList<>();
    while (peek() != '>') {
      String name = text.substring(at, text.indexOf(':', at));
      at += name.length();
      List<String> bounds = new ArrayList<>();
      while (peek() == ':') {
        at++;
        if (peek() != ':') {
          // An empty class bound is followed by an interface bound: <T::Ljava/lang/Runnable;>
          bounds.add(type());
        }
      }
      bounds.remove("java.lang.Object");
      parameters.add(bounds.isEmpty() ? name : name + " extends " + String.join(" & ", bounds));
    }
    at++;
    return "<" + String.join(", ", parameters) + ">";
  }

  private String type() {
    char c = text.charAt(at++);
    return switch (c) {
      case 'B' -> "byte";
      case 'C' -> "char";
      case 'D' -> "double";
      case 'F' -> "float";
      case 'I' -> "int";
      case 'J' -> "long";
      case 'S' -> "short";
      case 'Z' -> "boolean";
      case 'V' -> "void";
      case '[' -> type() + "[]";
      case 'T' -> upTo(';');
      case 'L' -> classType();
      default -> throw new IllegalArgumentException("not a type at " + (at - 1) + " of " + text);
    };
  }

  // Lx/y/Outer<TT;>.Inner<*>;  ->  x.y.Outer<T>.Inner<?>
  private String classType() {
    StringBuilder name = new StringBuilder();
    while (true) {
      char c = text.charAt(at++);
      if (c == ';') {
        return name.toString();
      } else if (c == '<') {
        name.append('<').append(String.join(", ", typeArguments())).append('>');
      } else if (c == '/' || c == '$' || c == '.') {
        name.append('.');
      } else {
        name.append(c);
      }
    }
  }

  private List<String> typeArguments() {
    List<String> arguments = new ArrayList<>();
    while (peek() != '>') {
      char c = peek();
      if (c == '*') {
        at++;
        arguments.add("?");
      } else if (c == '+') {
        at++;
        arguments.add("? extends " + type());
      } else if (c == '-') {
        at++;
        arguments.add("? super " + type());
      } else {
        arguments.add(type());
      }
    }
    at++;
    return arguments;
  }

  private String upTo(char end) {
    int stop = text.indexOf(end, at);
    String part = text.substring(at, stop);
    at = stop + 1;
    return part;
  }

  private char peek() {
    return text.charAt(at);
  }

  private void expect(char c) {
    if (text.charAt(at++) != c) {
      throw new IllegalArgumentException("expected '" + c + "' at " + (at - 1) + " of " + text);
    }
  }
}
